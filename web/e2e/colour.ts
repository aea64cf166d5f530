/** An sRGB colour with its alpha, as read from a computed style. */
export type Colour = [number, number, number, number];

/** WCAG 2 colour arithmetic, put into every page under test as `window.wcag` (fixtures.ts). */
interface ColourTools {
  /** The first `rgb()`/`rgba()` colour in a computed value, or null. */
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
  const parse = (text: string): Colour | null => {
    const srgb = text.match(/color\(srgb ([^)]+)\)/);
    if (srgb) {
      const parts = srgb[1].split(/[\s/]+/).filter(Boolean).map(Number);
      return [parts[0] * 255, parts[1] * 255, parts[2] * 255, parts.length > 3 ? parts[3] : 1];
    }
    const match = text.match(/rgba?\(([^)]+)\)/);
    if (!match) return null;
    const parts = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
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
  window.wcag = { parse, over, luminance, ratio };
}

declare global {
  interface Window {
    wcag: ColourTools;
  }
}
