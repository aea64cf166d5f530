import { Wordmark, type WordmarkSymbol } from "~/components/Wordmark";

const members: { name: string; symbol: WordmarkSymbol }[] = [
  { name: "Kinross Works", symbol: "peak" },
  { name: "Harbourline", symbol: "wave" },
  { name: "Ashgrove Council", symbol: "hexagon" },
  { name: "Thistlebank", symbol: "leaf" },
  { name: "Calder Health", symbol: "spark" },
  { name: "Merrow College", symbol: "blocks" },
  { name: "Stourvale Trust", symbol: "orbit" },
];

export default function LogoAreasBordered() {
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
        <div>
          <p className="section-eyebrow mb-1">Welcome network</p>
          <h3 className="h4 mb-0">Organisations that signed our newcomer pledge</h3>
        </div>
        <a className="fw-bold text-sm" href="/pages/company/about-us">
          Read the pledge
        </a>
      </div>
      <div className="logo-bordered">
        <ul className="logo-bordered-grid list-unstyled">
          {members.map(({ name, symbol }) => (
            <li key={name} className="logo-bordered-cell">
              <Wordmark name={name} symbol={symbol} height={24} />
            </li>
          ))}
          <li className="logo-bordered-cell">
            <a className="logo-bordered-more" href="/pages/support/contact-us">
              <span className="logo-bordered-plus" aria-hidden="true">
                +
              </span>
              Add your organisation
            </a>
          </li>
        </ul>
      </div>
      <p className="sample-note mt-3 mb-0">Invented organisations, drawn for this sample.</p>
    </div>
  );
}

export const meta = { title: "Logo area: bordered logo grid", keywords: ["logos", "logo cloud", "clients", "logo grid", "members"] };
