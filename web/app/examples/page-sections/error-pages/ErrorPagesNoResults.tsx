import { useId } from "react";
import { MdSearch } from "react-icons/md";
import { DemoForm } from "~/components/DemoForm";

const query = "biometric residance permit";

const tips = ["Check the spelling of each word", "Try fewer or more general words", "Search for the name of the document, such as “eVisa”"];

const topics = [
  { label: "Visa FAQ", href: "/pages/support/faq" },
  { label: "Help centre", href: "/pages/support/help-center" },
  { label: "Prices and plans", href: "/pages/company/pricing" },
  { label: "Talk to an adviser", href: "/pages/support/contact-us" },
];

/** A magnifying glass over an empty page. */
function NoResultsArt() {
  return (
    <svg className="error-art no-results-art" viewBox="0 0 160 140" aria-hidden="true" focusable="false">
      <circle className="error-art-soft" cx="80" cy="70" r="62" />
      <rect className="error-art-paper" x="34" y="22" width="70" height="90" rx="8" strokeWidth="2" />
      <path className="error-art-line" d="M48 44h42M48 58h30" />
      <circle cx="98" cy="82" r="22" fill="none" stroke="currentColor" strokeWidth="7" />
      <path d="m114 98 18 18" stroke="currentColor" strokeWidth="9" strokeLinecap="round" />
      <path className="error-art-line" d="M90 76l16 12M106 76 90 88" />
    </svg>
  );
}

export default function ErrorPagesNoResults() {
  const fieldId = useId();
  return (
    <section className="py-4">
      <DemoForm role="search" className="no-results-search mb-4" message="This is a demo: nothing was searched.">
        <label className="visually-hidden" htmlFor={fieldId}>
          Search the guide
        </label>
        <div className="input-group">
          <span className="input-group-text" aria-hidden="true">
            <MdSearch size={20} focusable="false" />
          </span>
          <input id={fieldId} className="form-control" type="search" name="q" defaultValue={query} />
          <button type="submit" className="btn bg-gradient-dark mb-0">
            Search
          </button>
        </div>
      </DemoForm>
      <div className="row align-items-center gy-4">
        <div className="col-md-4 order-md-2">
          <NoResultsArt />
        </div>
        <div className="col-md-8 order-md-1">
          <h3 className="mb-2">No results for “{query}”</h3>
          <p className="mb-3">
            Did you mean{" "}
            <a className="fw-bold" href="/pages/support/faq">
              biometric residence permit
            </a>
            ?
          </p>
          <ul className="text-soft mb-4">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <h4 className="error-subtitle mb-2">Popular topics</h4>
          <ul className="no-results-topics">
            {topics.map((topic) => (
              <li key={topic.href}>
                <a href={topic.href}>{topic.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Empty state: no search results", order: 6, keywords: ["no results", "search", "empty state", "not found", "suggestions"] };
