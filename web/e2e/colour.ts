/** An sRGB colour with its alpha, as read from a computed style. */
export type Colour = [number, number, number, number];

/** WCAG 2 colour arithmetic, put into every page under test as `window.wcag` (fixtures.ts). */
interface ColourTools {
  /** The colours in a computed value (a gradient's stops), as written there. */
  find(text: string): string[];
  /** The first colour in a computed value, in sRGB, or null. */
  parse(text: string): Colour | null;
  /** `top` composited over `bottom`. */
  over(top: Colour, bottom: Colour): Colour;
  /** WCAG relative luminance. */
  luminance(colour: Colour): number;
  /** WCAG contrast ratio of two colours. */
  ratio(a: Colour, b: Colour): number;
}

/** Runs in the page (an init script): defines `window.wcag`. Self-contained, as Playwright sends its source. */
export function installColourTools() {
  // Computed values keep a colour's own space: rgb() for sRGB, color(srgb …) for a mix, oklch(), color(xyz-d65 …) …
  const pattern = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/g;
  const find = (text: string) => text.match(pattern) ?? [];
  let canvas: OffscreenCanvasRenderingContext2D | null = null;
  /** Any other space, as the screen shows it: drawn on a pixel (in sRGB, out-of-gamut values clipped) and read back. */
  const drawn = (colour: string): Colour => {
    canvas ??= new OffscreenCanvas(1, 1).getContext("2d", { willReadFrequently: true })!;
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = "transparent";
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const parse = (text: string): Colour | null => {
    const colour = find(text)[0];
    if (!colour) return null;
    const srgb = colour.match(/^color\(srgb ([^)]+)\)/);
    if (srgb) {
      const parts = srgb[1].split(/[\s/]+/).filter(Boolean).map(Number);
      return [parts[0] * 255, parts[1] * 255, parts[2] * 255, parts.length > 3 ? parts[3] : 1];
    }
    const rgb = colour.match(/^rgba?\(([^)]+)\)/);
    if (!rgb || /[a-z%]/.test(rgb[1])) return drawn(colour);
    const parts = rgb[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
  };
  const over = (top: Colour, bottom: Colour): Colour => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const channel = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
    return [channel(0), channel(1), channel(2), alpha];
  };
  const luminance = (colour: Colour) => {
    const [r, g, b] = colour.slice(0, 3).map((value) => {
      const v = value / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: Colour, b: Colour) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high + 0.05) / (low + 0.05);
  };
  window.wcag = { find, parse, over, luminance, ratio };
}

declare global {
  interface Window {
    wcag: ColourTools;
  }
}
