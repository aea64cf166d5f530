import { MdArrowForward } from "react-icons/md";
import { Photo } from "~/components/Photo";

const facts = [
  { value: "£1,400", label: "a month for a one-bed flat" },
  { value: "£180", label: "a month for a travel pass" },
  { value: "6 weeks", label: "to find a flat, on average" },
];

export default function CtaSplitImage() {
  return (
    <div className="cta-split card shadow-lg">
      <div className="row g-0">
        <div className="col-md-5 cta-split-photo">
          <Photo src="https://images.unsplash.com/photo-1513635269975-59663e0ac1ad?auto=format&fit=crop&w=800&q=70" alt="London skyline at dusk with the river" width={800} height={1000} fit="fill" tone="info" />
        </div>
        <div className="col-md-7">
          <div className="p-4 p-lg-5">
            <p className="section-eyebrow">City guide · sample figures</p>
            <h3 className="section-title mb-3">Moving to London this year?</h3>
            <p className="section-lead mb-4">Know what your first month costs before you sign a tenancy or book a flight.</p>
            <dl className="row gy-3 mb-4">
              {facts.map(({ value, label }) => (
                <div key={label} className="col-sm-4">
                  <dt className="h5 mb-0">{value}</dt>
                  <dd className="text-sm mb-0">{label}</dd>
                </div>
              ))}
            </dl>
            <div className="d-flex flex-wrap align-items-center gap-3">
              <a className="btn bg-gradient-dark mb-0" href="/pages/blog/single-article">
                Get the London guide
              </a>
              <a className="link-arrow" href="/pages/landing-pages/rental">
                Browse sample flats
                <MdArrowForward size={16} aria-hidden="true" focusable="false" />
              </a>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: text beside a city photo", keywords: ["cta", "call to action", "split", "image"], order: 6 };
