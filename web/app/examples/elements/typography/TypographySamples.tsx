const fonts = [
  { name: "Roboto", className: "font-roboto" },
  { name: "Monospace", className: "font-monospace" },
];

const samples = [
  { code: ".h1", className: "h1", text: "Heading 1" },
  { code: ".h2", className: "h2", text: "Heading 2" },
  { code: ".h3", className: "h3", text: "Heading 3" },
  { code: ".h4", className: "h4", text: "Heading 4" },
  { code: ".h5", className: "h5", text: "Heading 5" },
  { code: ".h6", className: "h6", text: "Heading 6" },
  { code: ".lead", className: "lead", text: "Moving to the United Kingdom starts with choosing the visa that fits your plans." },
  {
    code: "p",
    className: "",
    text: "Each route has its own rules on who can apply, how long you can stay and whether your family can join you. Read the guidance for your route before you apply.",
  },
  { code: ".small", className: "small", text: "Fees and processing times change from time to time." },
  { code: ".text-xs", className: "text-xs", text: "Sample text, for layout only." },
];

export default function TypographySamples() {
  return (
    <div className="d-flex flex-column gap-5">
      {fonts.map((font) => (
        <div key={font.name}>
          <h3 className="type-sample-label mb-3">{font.name}</h3>
          <dl className="mb-0">
            {samples.map((sample) => (
              <div key={sample.code} className="row align-items-baseline py-2">
                <dt className="col-sm-2 type-sample-label">
                  <code>{sample.code}</code>
                </dt>
                <dd className={`col-sm-10 mb-0 ${sample.className} ${font.className}`}>{sample.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

export const meta = { title: "Typography: headings and text in two fonts" };
