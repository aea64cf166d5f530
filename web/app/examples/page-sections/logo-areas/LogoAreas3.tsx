import { Wordmark, type WordmarkSymbol } from "~/components/Wordmark";

const clients: { name: string; symbol: WordmarkSymbol; text: string }[] = [
  { name: "Kestrel Labs", symbol: "peak", text: "Moved 14 product teams onto one board in a month." },
  { name: "Brightbolt", symbol: "bolt", text: "Cut their weekly planning meeting from an hour to twenty minutes." },
  { name: "Starling & Co", symbol: "spark", text: "Ships a release every Thursday, on time, for two years running." },
  { name: "Blockwise", symbol: "blocks", text: "Plans the work of 600 people across four time zones." },
];

export default function LogoAreas3() {
  return (
    <div className="logo-band bg-gradient-dark">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center mb-5">
          <h3 className="section-title text-white mb-2">Teams that switched and stayed</h3>
          <p className="section-hero-lead mb-0">Sample companies and results, made up for this section.</p>
        </div>
      </div>
      <ul className="row gy-4 list-unstyled mb-0">
        {clients.map(({ name, symbol, text }) => (
          <li key={name} className="col-sm-6 col-lg-3">
            <div className="logo-tile">
              <Wordmark name={name} symbol={symbol} height={26} />
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta = { title: "Logo area: logos with results on a dark band", keywords: ["logos", "logo cloud", "clients"] };
