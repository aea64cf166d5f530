import { Wordmark, type WordmarkSymbol } from "~/components/Wordmark";

const figures = [
  { value: "140", label: "partner organisations" },
  { value: "38,000", label: "people guided in a year" },
  { value: "12", label: "cities across the UK" },
];

const partners: { name: string; symbol: WordmarkSymbol }[] = [
  { name: "Fenbridge University", symbol: "leaf" },
  { name: "Calder Health", symbol: "spark" },
  { name: "Harbourline", symbol: "wave" },
  { name: "Ashgrove Council", symbol: "hexagon" },
  { name: "Kinross Works", symbol: "peak" },
];

export default function LogoAreasFigures() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-8 mx-auto text-center">
          <p className="section-eyebrow">Our partners</p>
          <h3 className="section-title mb-3">Employers, universities and councils refer people to us</h3>
          <p className="section-lead mb-0">They send new staff, students and residents our way for plain answers before the paperwork starts.</p>
        </div>
      </div>
      <ul className="logo-figures list-unstyled row row-cols-1 row-cols-md-3 gy-3 text-center col-xl-10 mx-auto my-5">
        {figures.map(({ value, label }) => (
          <li key={label} className="logo-figure col">
            <strong className="logo-figure-value text-gradient-info">{value}</strong>
            <span className="d-block text-sm text-soft">{label}</span>
          </li>
        ))}
      </ul>
      <div className="logo-figures-band">
        <ul className="logo-strip list-unstyled mb-0">
          {partners.map(({ name, symbol }) => (
            <li key={name}>
              <Wordmark name={name} symbol={symbol} height={24} />
            </li>
          ))}
        </ul>
      </div>
      <p className="sample-note text-center mt-3 mb-0">Sample figures and invented organisations.</p>
    </div>
  );
}

export const meta = { title: "Logo area: partners with figures", keywords: ["logos", "logo cloud", "clients", "stats", "partners"] };
