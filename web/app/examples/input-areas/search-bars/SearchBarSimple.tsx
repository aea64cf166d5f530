import { useId } from "react";
import { MdSearch } from "react-icons/md";
import { DemoForm } from "~/components/DemoForm";

export default function SearchBarSimple() {
  const id = useId();
  return (
    <div className="row justify-content-center">
      <div className="col-md-10 col-lg-7">
        <DemoForm role="search" aria-label="Forms and guides" message="This is a demo search: nothing was searched or sent.">
          <label htmlFor={`${id}-query`} className="form-label fw-bold text-body-emphasis">
            Search forms and guides
          </label>
          <div className="input-group search-bar-simple">
            <span className="input-group-text">
              <MdSearch size={20} aria-hidden="true" focusable="false" />
            </span>
            <input id={`${id}-query`} type="search" name="q" className="form-control" autoComplete="off" aria-describedby={`${id}-hint`} />
            <button type="submit" className="btn btn-dark mb-0">
              Search
            </button>
          </div>
          <p id={`${id}-hint`} className="text-sm mt-1 mb-0">
            For example: BRP, council tax or &ldquo;extend my visa&rdquo;.
          </p>
        </DemoForm>
      </div>
    </div>
  );
}

export const meta = { title: "Search bar: simple", keywords: ["search", "search bar", "search box", "find"], order: 1 };
