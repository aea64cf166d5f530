// Bootstrap 5.3's colour functions (node_modules/bootstrap/scss/_functions.scss) and Dart Sass's
// legacy mix(), ported step for step so a theme's tokens equal what the stylesheets' Sass computes:
// channels stay fractional between steps, as Sass keeps them, and luminance reads them rounded, as
// red()/green()/blue() return them.

/** A colour as Sass holds it: red, green and blue from 0 to 255, fractional between steps. */
export type Rgb = readonly [number, number, number];

const hexPattern = /^#?([0-9a-f]{6})$/i;

/** Whether a text is a colour in the form the theme stores, `#rrggbb` (any case, `#` optional). */
export function isHex(value: string): boolean {
  return hexPattern.test(value.trim());
}

/** `#rrggbb` (or `rrggbb`) as channels; throws on anything else, so callers check with isHex first. */
export function parseHex(value: string): Rgb {
  const match = hexPattern.exec(value.trim());
  if (!match) throw new Error(`not a #rrggbb colour: "${value}"`);
  const number = parseInt(match[1], 16);
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
}

/** The colour as `#rrggbb`, each channel rounded as a browser rounds Sass's output. */
export function toHex(color: Rgb): string {
  return `#${color.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, "0")).join("")}`;
}

/** The same `#rrggbb` in lower case with its `#`: the one form a theme stores. */
export function normalizeHex(value: string): string {
  return toHex(parseHex(value));
}

/** Sass's legacy mix($color1, $color2, $weight) for opaque colours: $weight (0–1) of the first. */
export function mix(first: Rgb, second: Rgb, weight: number): Rgb {
  // Dart Sass: normalizedWeight = weight*2 - 1; with equal alphas weight1 = (normalizedWeight + 1) / 2.
  const weight1 = (weight * 2 - 1 + 1) / 2;
  const weight2 = 1 - weight1;
  return [first[0] * weight1 + second[0] * weight2, first[1] * weight1 + second[1] * weight2, first[2] * weight1 + second[2] * weight2];
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** Bootstrap's tint-color(): mixed with white. */
function tintColor(color: Rgb, weight: number): Rgb {
  return mix(white, color, weight);
}

/** Bootstrap's shade-color(): mixed with black. */
function shadeColor(color: Rgb, weight: number): Rgb {
  return mix(black, color, weight);
}

/** Bootstrap's divide(): long division to ten digits, as its Sass does it (the ratio compared is this one). */
function divide(dividend: number, divisor: number, precision = 10): number {
  const sign = (dividend > 0 && divisor > 0) || (dividend < 0 && divisor < 0) ? 1 : -1;
  dividend = Math.abs(dividend);
  divisor = Math.abs(divisor);
  if (dividend === 0) return 0;
  if (divisor === 0) throw new Error("Cannot divide by 0");
  let remainder = dividend;
  let result = 0;
  let factor = 10;
  while (remainder > 0 && precision >= 0) {
    let quotient = 0;
    while (remainder >= divisor) {
      remainder -= divisor;
      quotient += 1;
    }
    result = result * 10 + quotient;
    factor *= 0.1;
    remainder *= 10;
    precision -= 1;
    if (precision < 0 && remainder >= divisor * 5) result += 1;
  }
  return result * factor * sign;
}

// Bootstrap's $_luminance-list: each 8-bit channel's linear value, to four places.
const luminanceList = `.0008 .001 .0011 .0013 .0015 .0017 .002 .0022 .0025 .0027 .003 .0033 .0037 .004 .0044 .0048 .0052 .0056 .006 .0065 .007 .0075 .008 .0086 .0091 .0097 .0103 .011 .0116 .0123 .013 .0137 .0144 .0152 .016 .0168 .0176 .0185 .0194 .0203 .0212 .0222 .0232 .0242 .0252 .0262 .0273 .0284 .0296 .0307 .0319 .0331 .0343 .0356 .0369 .0382 .0395 .0409 .0423 .0437 .0452 .0467 .0482 .0497 .0513 .0529 .0545 .0561 .0578 .0595 .0612 .063 .0648 .0666 .0685 .0704 .0723 .0742 .0762 .0782 .0802 .0823 .0844 .0865 .0887 .0908 .0931 .0953 .0976 .0999 .1022 .1046 .107 .1095 .1119 .1144 .117 .1195 .1221 .1248 .1274 .1301 .1329 .1356 .1384 .1413 .1441 .147 .15 .1529 .1559 .159 .162 .1651 .1683 .1714 .1746 .1779 .1812 .1845 .1878 .1912 .1946 .1981 .2016 .2051 .2086 .2122 .2159 .2195 .2232 .227 .2307 .2346 .2384 .2423 .2462 .2502 .2542 .2582 .2623 .2664 .2705 .2747 .2789 .2831 .2874 .2918 .2961 .3005 .305 .3095 .314 .3185 .3231 .3278 .3325 .3372 .3419 .3467 .3515 .3564 .3613 .3663 .3712 .3763 .3813 .3864 .3916 .3968 .402 .4072 .4125 .4179 .4233 .4287 .4342 .4397 .4452 .4508 .4564 .4621 .4678 .4735 .4793 .4851 .491 .4969 .5029 .5089 .5149 .521 .5271 .5333 .5395 .5457 .552 .5583 .5647 .5711 .5776 .5841 .5906 .5972 .6038 .6105 .6172 .624 .6308 .6376 .6445 .6514 .6584 .6654 .6724 .6795 .6867 .6939 .7011 .7084 .7157 .7231 .7305 .7379 .7454 .7529 .7605 .7682 .7758 .7835 .7913 .7991 .807 .8148 .8228 .8308 .8388 .8469 .855 .8632 .8714 .8796 .8879 .8963 .9047 .9131 .9216 .9301 .9387 .9473 .956 .9647 .9734 .9823 .9911 1`
  .split(" ")
  .map(Number);

/** Bootstrap's luminance(): WCAG relative luminance from the rounded channels. */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const value = Math.round(channel);
    return divide(value, 255) < 0.04045 ? divide(divide(value, 255), 12.92) : luminanceList[value];
  });
  return r * 0.2126 + g * 0.7152 + b * 0.0722;
}

/** Bootstrap's contrast-ratio() of two opaque colours. */
export function contrastRatio(background: Rgb, foreground: Rgb = white): number {
  const l1 = luminance(background);
  const l2 = luminance(foreground);
  return l1 > l2 ? divide(l1 + 0.05, l2 + 0.05) : divide(l2 + 0.05, l1 + 0.05);
}

/** What a contrast loop gives: the colour reached and how many steps it took (30 at most). */
export interface Adjusted {
  color: Rgb;
  steps: number;
}

/** The kit's limit of steps in on-white() and on-dark(). */
export const maxSteps = 30;
/** The ratio those loops aim for: a little above AA's 4.5, as _config.scss sets it. */
const loopTarget = 4.6;

/** _config.scss's on-white(): shaded 4% at a time until white text on it reads at 4.6:1, 30 steps at most. */
export function onWhite(color: Rgb): Adjusted {
  let steps = 0;
  while (contrastRatio(color, white) < loopTarget && steps < maxSteps) {
    color = shadeColor(color, 0.04);
    steps += 1;
  }
  return { color, steps };
}

/** _config.scss's on-dark(): tinted 6% at a time until it reads at 4.6:1 on the dark tint surface, 30 steps at most. */
export function onDark(color: Rgb, tintDark: Rgb): Adjusted {
  let steps = 0;
  while (contrastRatio(color, tintDark) < loopTarget && steps < maxSteps) {
    color = tintColor(color, 0.06);
    steps += 1;
  }
  return { color, steps };
}

/** Hue (degrees), saturation and lightness (0–1) of a colour. */
type Hsl = [number, number, number];

function toHsl([r, g, b]: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return [0, 0, lightness];
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue = max === red ? ((green - blue) / delta) % 6 : max === green ? (blue - red) / delta + 2 : (red - green) / delta + 4;
  return [(hue * 60 + 360) % 360, saturation, lightness];
}

function fromHsl([hue, saturation, lightness]: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/**
 * `to` placed against `base` as `model` stands against `modelBase`: the hue turned as much, the saturation
 * scaled as much, the lightness raised as much. How the dark mode's lighter surfaces follow its chosen card
 * colour: the default's own steps carried over, exact for the default and grey for a grey surface.
 */
export function carryStep(base: Rgb, modelBase: Rgb, model: Rgb): Rgb {
  const [baseHue, baseSaturation, baseLightness] = toHsl(base);
  const [fromHue, fromSaturation, fromLightness] = toHsl(modelBase);
  const [toHue, toSaturation, toLightness] = toHsl(model);
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return fromHsl([
    (baseHue + toHue - fromHue + 360) % 360,
    clamp(fromSaturation === 0 ? toSaturation : (baseSaturation * toSaturation) / fromSaturation),
    clamp(baseLightness + toLightness - fromLightness),
  ]);
}
