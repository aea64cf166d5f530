import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";

export interface PhotoProps {
  /** The photo's address (external photos come from https://images.unsplash.com only); left out, only the fallback shows. */
  src?: string;
  /** What the photo shows; an empty string marks it as decorative. */
  alt: string;
  /** The photo's intrinsic size in CSS pixels: it fixes the aspect ratio, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** `lazy` (the default) waits until the photo is near the viewport. */
  loading?: "lazy" | "eager";
  /** `ratio` (the default) keeps the box at width:height; `fill` covers its positioned parent. */
  fit?: "ratio" | "fill";
  /** The colour of the fallback gradient under the photo. */
  tone?: ThemeColor;
  /** Drawn under the photo instead of the default landscape art: shows while it loads and when it fails. */
  fallback?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** Our own landscape art: a sun over two hills, light on the fallback gradient. */
function LandscapeArt() {
  return (
    <svg viewBox="0 0 120 80" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <circle cx="88" cy="24" r="9" fill="currentColor" opacity="0.35" />
      <path d="M0 62 L30 36 L52 54 L74 30 L120 64 V80 H0 Z" fill="currentColor" opacity="0.22" />
      <path d="M0 70 L38 52 L70 68 L98 56 L120 66 V80 H0 Z" fill="currentColor" opacity="0.3" />
    </svg>
  );
}

/**
 * A photo over a local fallback (a gradient with our own art, or what `fallback`
 * draws), at a fixed aspect ratio. When the photo cannot load — even before
 * the page was hydrated — it removes itself, so a page never shows a broken image.
 */
export function Photo({
  src,
  alt,
  width,
  height,
  loading = "lazy",
  fit = "ratio",
  tone = "dark",
  fallback,
  className = "",
  style,
}: PhotoProps) {
  assertOneOf("Photo", "tone", themeColors, tone);
  assertOneOf("Photo", "fit", ["ratio", "fill"] as const, fit);
  if (!(width > 0 && height > 0)) throw new Error(`Photo: width and height must be positive numbers; got ${width}×${height}`);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const failed = !src || failedSrc === src;

  // An error that happened before hydration fired no React event: look at the image itself.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const classes = ["photo", `photo-${fit}`, `photo-tone-${tone}`, className].filter(Boolean).join(" ");
  // Without its photo, the fallback stands in for it, under the same name.
  const standIn = failed && alt ? { role: "img", "aria-label": alt } : {};
  return (
    <span className={classes} style={fit === "ratio" ? { aspectRatio: `${width} / ${height}`, ...style } : style} {...standIn}>
      <span className="photo-fallback" aria-hidden="true">
        {fallback ?? <LandscapeArt />}
      </span>
      {!failed && (
        <img
          ref={image}
          className="photo-img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
