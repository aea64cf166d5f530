import type { ReactNode } from "react";
import { assertOneOf } from "./kitProps";

/** The shapes a wordmark's symbol can take, each drawn in a 32 × 32 box. */
const symbols = {
  orbit: (
    <>
      <circle cx="16" cy="16" r="6" />
      <circle cx="16" cy="16" r="12.5" fill="none" stroke="currentColor" strokeWidth="3" />
    </>
  ),
  peak: <path d="M1 28 11 9l6 11 4-6 10 14Z" />,
  hexagon: <path d="M16 2 28 9v14l-12 7-12-7V9Zm0 8-6 3.5v7L16 24l6-3.5v-7Z" fillRule="evenodd" />,
  leaf: <path d="M4 28C4 13 12 4 29 3c0 17-9 25-25 25Zm4-3 14-14-2-1L7 23Z" fillRule="evenodd" />,
  bolt: <path d="M19 1 5 18h10l-3 13 15-18H17Z" />,
  wave: <path d="M1 12c5-6 10-6 15 0s10 6 15 0v7c-5 6-10 6-15 0S6 13 1 19Zm0 10c5-6 10-6 15 0s10 6 15 0v5c-5 6-10 6-15 0S6 21 1 27Z" />,
  spark: <path d="m16 1 3.5 11.5L31 16l-11.5 3.5L16 31l-3.5-11.5L1 16l11.5-3.5Z" />,
  blocks: (
    <>
      <rect x="2" y="2" width="13" height="13" rx="3" />
      <rect x="17" y="17" width="13" height="13" rx="3" />
      <rect x="17" y="2" width="13" height="13" rx="3" opacity="0.55" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type WordmarkSymbol = keyof typeof symbols;
export const wordmarkSymbols = Object.keys(symbols) as WordmarkSymbol[];

export interface WordmarkProps {
  /** The company's name: written out and the image's accessible name. */
  name: string;
  symbol: WordmarkSymbol;
  /** Height in pixels; the width follows the name's length. */
  height?: number;
  className?: string;
}

/**
 * The logo of a (sample) company, drawn as an inline SVG: a symbol and the name. It takes
 * the text colour, so one class tints a whole row of logos.
 */
export function Wordmark({ name, symbol, height = 32, className = "" }: WordmarkProps) {
  assertOneOf("Wordmark", "symbol", wordmarkSymbols, symbol);
  // A fixed advance per letter keeps the drawing the same whatever font the browser has.
  const textWidth = Math.round(name.length * 11.5);
  const width = 40 + textWidth + 2;
  return (
    <svg
      role="img"
      aria-label={name}
      className={`wordmark ${className}`.trim()}
      viewBox={`0 0 ${width} 32`}
      width={(width * height) / 32}
      height={height}
      fill="currentColor"
      focusable="false"
    >
      {symbols[symbol]}
      <text
        x="40"
        y="23"
        fontSize="20"
        fontWeight="700"
        fontFamily="Roboto, Helvetica, Arial, sans-serif"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </svg>
  );
}
