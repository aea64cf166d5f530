import { Wordmark, type WordmarkSymbol } from "~/components/Wordmark";

const companies: { name: string; symbol: WordmarkSymbol }[] = [
  { name: "Quillmark", symbol: "leaf" },
  { name: "Orbitfield", symbol: "orbit" },
  { name: "Tidewell", symbol: "wave" },
  { name: "Kestrel Labs", symbol: "peak" },
  { name: "Hexaforge", symbol: "hexagon" },
  { name: "Brightbolt", symbol: "bolt" },
];

export default function LogoAreas1() {
  return (
    <div className="container py-4 text-center">
      <h3 className="logo-strip-title mb-4">Trusted by more than 2,400 teams</h3>
      <ul className="logo-strip list-unstyled mb-3">
        {companies.map(({ name, symbol }) => (
          <li key={name}>
            <Wordmark name={name} symbol={symbol} height={28} />
          </li>
        ))}
      </ul>
      <p className="sample-note mb-0">Invented companies, drawn for this sample.</p>
    </div>
  );
}

export const meta = { title: "Logo area: row of logos with a caption", keywords: ["logos", "logo cloud", "clients"] };
