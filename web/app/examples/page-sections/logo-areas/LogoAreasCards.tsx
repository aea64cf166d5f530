import { Wordmark, type WordmarkSymbol } from "~/components/Wordmark";

const clients: { name: string; symbol: WordmarkSymbol; label: string }[] = [
  { name: "Fenbridge University", symbol: "leaf", label: "Student visa briefings for 900 new students" },
  { name: "Calder Health", symbol: "spark", label: "Relocation guides for overseas nurses" },
  { name: "Harbourline", symbol: "wave", label: "Settling-in sessions for new crew" },
  { name: "Merrow College", symbol: "blocks", label: "Document checklists for visiting staff" },
  { name: "Brightmoor Law", symbol: "bolt", label: "Plain-English notes for its clients" },
  { name: "Oakhollow Lettings", symbol: "orbit", label: "Right-to-rent help for new tenants" },
];

export default function LogoAreasCards() {
  return (
    <div className="container py-4">
      <div className="row align-items-end gy-3 mb-4">
        <div className="col-md-8">
          <h3 className="h4 mb-1">Our clients, and what we do for them</h3>
          <p className="text-sm text-soft mb-0">Invented organisations and work, drawn for this sample.</p>
        </div>
        <div className="col-md-4 text-md-end">
          <a className="btn btn-outline-dark btn-sm mb-0" href="/pages/support/contact-us">
            Work with us
          </a>
        </div>
      </div>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled mb-0">
        {clients.map(({ name, symbol, label }) => (
          <li key={name} className="col">
            <div className="card logo-card h-100">
              <Wordmark name={name} symbol={symbol} height={26} />
              <p className="logo-card-label">{label}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta = { title: "Logo area: logo cards", keywords: ["logos", "logo cloud", "clients", "cards", "case studies"] };
