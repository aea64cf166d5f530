import { useId } from "react";
import { Wordmark, type WordmarkSymbol } from "~/components/Wordmark";

type Organisation = { name: string; symbol: WordmarkSymbol };

const rows: Organisation[][] = [
  [
    { name: "Fenbridge University", symbol: "leaf" },
    { name: "Calder Health", symbol: "spark" },
    { name: "Harbourline", symbol: "wave" },
    { name: "Kinross Works", symbol: "peak" },
    { name: "Merrow College", symbol: "blocks" },
  ],
  [
    { name: "Ashgrove Council", symbol: "hexagon" },
    { name: "Brightmoor Law", symbol: "bolt" },
    { name: "Oakhollow Lettings", symbol: "orbit" },
    { name: "Thistlebank", symbol: "leaf" },
    { name: "Stourvale Trust", symbol: "spark" },
  ],
];

/** One pass of a row; the second, identical pass only closes the loop, so it is hidden from screen readers. */
function LogoList({ organisations, copy = false }: { organisations: Organisation[]; copy?: boolean }) {
  return (
    <ul className="logo-marquee-list list-unstyled" aria-hidden={copy || undefined}>
      {organisations.map(({ name, symbol }) => (
        <li key={name}>
          <Wordmark name={name} symbol={symbol} height={26} />
        </li>
      ))}
    </ul>
  );
}

export default function LogoAreasMarquee() {
  const pauseId = useId();
  return (
    <div className="container py-4 text-center">
      <h3 className="h4 mb-2">Working with organisations that welcome newcomers</h3>
      <p className="sample-note mb-4">Invented organisations, drawn for this sample.</p>
      <div className="logo-marquee">
        {rows.map((organisations, index) => (
          <div key={organisations[0].name} className="logo-marquee-viewport">
            <div className={index % 2 ? "logo-marquee-track logo-marquee-reverse" : "logo-marquee-track"}>
              <LogoList organisations={organisations} />
              <LogoList organisations={organisations} copy />
            </div>
          </div>
        ))}
        <div className="logo-marquee-control form-check form-switch d-inline-flex align-items-center gap-2 mt-3 mb-0">
          <input className="form-check-input logo-marquee-pause" type="checkbox" role="switch" id={pauseId} />
          <label className="form-check-label text-sm" htmlFor={pauseId}>
            Pause the moving logos
          </label>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Logo area: scrolling marquee", keywords: ["logos", "logo cloud", "clients", "marquee", "scrolling"] };
