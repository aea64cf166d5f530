import { MdCheck, MdClose } from "react-icons/md";

type Cell = boolean | string;

const rows: { feature: string; adviser: Cell; alone: Cell }[] = [
  { feature: "The right visa route chosen with you", adviser: true, alone: false },
  { feature: "Document list checked against your case", adviser: true, alone: false },
  { feature: "Form read through before you submit", adviser: true, alone: false },
  { feature: "Help if you are asked for more evidence", adviser: true, alone: false },
  { feature: "Free guides and checklists", adviser: true, alone: true },
  { feature: "Reminders before your visa ends", adviser: true, alone: true },
  { feature: "Cost on top of official fees", adviser: "From £450", alone: "Nothing" },
];

function Value({ value }: { value: Cell }) {
  if (typeof value === "string") return <span className="fw-bold text-body-emphasis">{value}</span>;
  return value ? (
    <>
      <MdCheck className="compare-yes" size={22} aria-hidden="true" focusable="false" />
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <MdClose className="compare-no" size={22} aria-hidden="true" focusable="false" />
      <span className="visually-hidden">Not included</span>
    </>
  );
}

export default function FeaturesComparison() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-8 mx-auto">
          <div className="text-center mb-4">
            <p className="section-eyebrow">Compare</p>
            <h3 className="section-title mb-3">With an adviser, or on your own?</h3>
            <p className="section-lead mb-0">Plenty of people apply alone and do well. Here is what changes when someone checks your case with you.</p>
          </div>
          <div className="card feature-compare">
            <table className="table caption-top mb-0">
              <caption className="text-sm text-soft">What each way of applying includes (sample service and price)</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Feature</span>
                  </th>
                  <th scope="col" className="compare-highlight">
                    With an adviser
                  </th>
                  <th scope="col">On your own</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ feature, adviser, alone }) => (
                  <tr key={feature}>
                    <th scope="row">{feature}</th>
                    <td className="compare-highlight">
                      <Value value={adviser} />
                    </td>
                    <td>
                      <Value value={alone} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
            <a className="btn bg-gradient-primary mb-0" href="/pages/support/contact-us">
              Book an adviser
            </a>
            <a className="btn btn-outline-dark mb-0" href="/pages/blog/single-article">
              Read the free guide
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Features: comparison table", order: 7, keywords: ["features", "comparison", "table", "versus"] };
