import { assertOneOf } from "./kitProps";
import { Wordmark, type WordmarkSymbol } from "./Wordmark";

/** A (sample) company: its name and the symbol of its wordmark. */
export interface Brand {
  name: string;
  symbol: WordmarkSymbol;
}

/** Invented companies with logos of our own, for pages that show clients or partners. */
export const sampleBrands: readonly Brand[] = [
  { name: "Quillmark", symbol: "leaf" },
  { name: "Orbitfield", symbol: "orbit" },
  { name: "Tidewell", symbol: "wave" },
  { name: "Kestrel Labs", symbol: "peak" },
  { name: "Hexaforge", symbol: "hexagon" },
  { name: "Brightbolt", symbol: "bolt" },
];

export interface BrandStripProps {
  /** The logos, in order; the sample companies unless told. */
  brands?: readonly Brand[];
  /** A short line above the logos, e.g. 'Trusted by'; it also names the list. */
  title?: string;
  /** The title's heading level under the section's own heading; `p` for a plain line. */
  titleAs?: "h2" | "h3" | "h4" | "p";
  /** The logos' height in pixels. */
  height?: number;
  className?: string;
}

/** A row of company logos (Wordmarks) that wraps on a narrow screen; each logo is named by its company. */
export function BrandStrip({ brands = sampleBrands, title, titleAs: Title = "h3", height = 28, className = "" }: BrandStripProps) {
  if (brands.length === 0) throw new Error("BrandStrip: brands must not be empty");
  assertOneOf("BrandStrip", "titleAs", ["h2", "h3", "h4", "p"] as const, Title);
  const names = brands.map((brand) => brand.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) throw new Error(`BrandStrip: brand names must be unique; "${repeated}" is listed twice`);
  return (
    <div className={["brand-strip", className].filter(Boolean).join(" ")}>
      {title && <Title className="logo-strip-title mb-4">{title}</Title>}
      <ul className="logo-strip list-unstyled mb-0" aria-label={title ?? "Companies"}>
        {brands.map(({ name, symbol }) => (
          <li key={name}>
            <Wordmark name={name} symbol={symbol} height={height} />
          </li>
        ))}
      </ul>
    </div>
  );
}
