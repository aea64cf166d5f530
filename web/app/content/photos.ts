/** A photo from the photo host, cropped to `width` pixels (and to a square `height` when given). */
export function unsplashPhoto(id: string, width = 800, height?: number): string {
  const crop = height === undefined ? `w=${width}` : `w=${width}&h=${height}`;
  return `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&${crop}&q=70`;
}
