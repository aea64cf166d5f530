import { Wordmark, type WordmarkSymbol } from "~/components/Wordmark";

const companies: { name: string; symbol: WordmarkSymbol }[] = [
  { name: "Starling & Co", symbol: "spark" },
  { name: "Blockwise", symbol: "blocks" },
  { name: "Tidewell", symbol: "wave" },
  { name: "Quillmark", symbol: "leaf" },
  { name: "Orbitfield", symbol: "orbit" },
  { name: "Hexaforge", symbol: "hexagon" },
];

export default function LogoAreas2() {
  return (
    <div className="container py-4">
      <div className="row align-items-center gy-4">
        <div className="col-lg-4">
          <p className="section-eyebrow">Our customers</p>
          <h3 className="section-title mb-3">Loved by product teams everywhere</h3>
          <p className="section-lead">From two-person studios to companies of thousands, these (invented) teams plan their work with us.</p>
          <a className="btn btn-outline-dark mb-0" href="/pages/company/about-us">
            Read their stories
          </a>
        </div>
        <div className="col-lg-7 ms-auto">
          <ul className="logo-grid list-unstyled mb-0">
            {companies.map(({ name, symbol }) => (
              <li key={name} className="logo-cell">
                <Wordmark name={name} symbol={symbol} height={26} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Logo area: logo grid beside text", keywords: ["logos", "logo cloud", "clients"] };
