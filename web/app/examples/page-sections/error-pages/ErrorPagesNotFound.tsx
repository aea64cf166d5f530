import { MdArrowForward } from "react-icons/md";

const popular = [
  { label: "Visa questions people ask most", href: "/pages/support/faq" },
  { label: "The help centre", href: "/pages/support/help-center" },
  { label: "Book an advice appointment", href: "/pages/support/contact-us" },
];

/** A folded map, a dotted route that wanders off it, and a pin with a question mark. */
function LostMapArt() {
  return (
    <svg className="error-art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <circle className="error-art-soft" cx="160" cy="124" r="108" />
      <path className="error-art-paper" strokeWidth="2" d="M56 70 126 52l68 18 70-18v136l-70 18-68-18-70 18Z" />
      <path className="error-art-line" d="M126 52v136M194 70v136" />
      <path className="error-art-line" d="M70 120c20-8 40 10 56 0M140 150c18 6 34-10 54-2M204 132c14-6 30 4 48-4" />
      <path className="error-art-route" d="M84 172c22-18 30-52 64-44s40-26 64-40" />
      <circle className="error-art-accent" cx="84" cy="172" r="6" />
      <path className="error-art-accent" d="M226 34a24 24 0 0 1 24 24c0 18-24 42-24 42s-24-24-24-42a24 24 0 0 1 24-24Z" />
      <text x="226" y="66" textAnchor="middle" fontSize="26" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        ?
      </text>
    </svg>
  );
}

export default function ErrorPagesNotFound() {
  return (
    <section className="py-4">
      <div className="row align-items-center gy-4">
        <div className="col-md-6 order-md-2">
          <LostMapArt />
        </div>
        <div className="col-md-6 order-md-1">
          <p className="error-code mb-2">404</p>
          <h3>We can’t find that page</h3>
          <p className="text-soft mb-4">
            The address may be mistyped, or the page moved when we updated our visa guides. Everything is still here: start
            again from the guide, or try one of the pages below.
          </p>
          <div className="d-flex flex-wrap gap-2 mb-4">
            <a className="btn bg-gradient-primary mb-0" href="/">
              Back to the guide
            </a>
            <a className="btn btn-outline-dark mb-0" href="/pages/support/contact-us">
              Contact us
            </a>
          </div>
          <h4 className="error-subtitle mb-2">Popular pages</h4>
          <ul className="list-unstyled mb-0">
            {popular.map((page) => (
              <li key={page.href} className="mb-1">
                <a className="link-arrow" href={page.href}>
                  {page.label}
                  <MdArrowForward aria-hidden="true" focusable="false" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Error page: 404 not found", order: 1, keywords: ["404", "not found", "error", "missing page"] };
