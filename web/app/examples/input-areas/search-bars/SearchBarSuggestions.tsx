import { useId, useState, type KeyboardEvent } from "react";
import { MdSearch } from "react-icons/md";
import { DemoForm } from "~/components/DemoForm";
import { SelectField } from "~/components/SelectField";

const topics = ["Visas", "Documents", "Work", "Study", "Living"] as const;
type Topic = (typeof topics)[number];

// Sample guide titles: what the suggestions are drawn from.
const guides: { title: string; topic: Topic }[] = [
  { title: "Skilled Worker visa", topic: "Visas" },
  { title: "Student visa", topic: "Visas" },
  { title: "Graduate visa", topic: "Visas" },
  { title: "Family visa", topic: "Visas" },
  { title: "Visa fees and the health surcharge", topic: "Visas" },
  { title: "eVisa and share codes", topic: "Documents" },
  { title: "Proving your address", topic: "Documents" },
  { title: "Translating your documents", topic: "Documents" },
  { title: "Right to work checks", topic: "Work" },
  { title: "National Insurance number", topic: "Work" },
  { title: "Changing employer on a work visa", topic: "Work" },
  { title: "Confirmation of Acceptance for Studies", topic: "Study" },
  { title: "Working while you study", topic: "Study" },
  { title: "Right to rent checks", topic: "Living" },
  { title: "Registering with a GP", topic: "Living" },
  { title: "Council tax", topic: "Living" },
];
const maxSuggestions = 5;
const popular = [
  { title: "How long a visa takes", href: "/pages/support/faq" },
  { title: "Talk to an adviser", href: "/pages/support/contact-us" },
  { title: "Fees and costs", href: "/pages/company/pricing" },
  { title: "Help centre", href: "/pages/support/help-center" },
];

/** The title with the part that matches the query marked. */
function Highlight({ text, query }: { text: string; query: string }) {
  const start = text.toLowerCase().indexOf(query.toLowerCase());
  if (!query || start < 0) return <>{text}</>;
  const end = start + query.length;
  return (
    <>
      {text.slice(0, start)}
      <mark>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}

export default function SearchBarSuggestions() {
  const id = useId();
  const [topic, setTopic] = useState<Topic | "">("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = query.trim().toLowerCase();
  const suggestions = guides
    .filter((guide) => (!topic || guide.topic === topic) && guide.title.toLowerCase().includes(typed))
    .slice(0, maxSuggestions);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (title: string) => {
    setQuery(title);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.altKey ? -1 : step > 0 ? 0 : suggestions.length - 1);
      } else if (!event.altKey) {
        setActive((current) => (current + step + suggestions.length) % suggestions.length);
      }
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active].title);
    } else if (event.key === "Escape" && expanded) {
      // Closes the list first; a second Esc clears the field as a search field does.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="search-suggest">
      <h3 className="h5 mb-1">Search the guide</h3>
      <p className="text-sm mb-3">Pick a topic to narrow the suggestions. Sample titles.</p>
      <DemoForm role="search" aria-label="Guides by topic" message="This is a demo search: nothing was searched or sent.">
        <div className="row g-2 align-items-end">
          <div className="col-sm-4 col-lg-3">
            <label htmlFor={`${id}-topic`} className="form-label text-sm fw-bold text-body-emphasis">
              Topic
            </label>
            <SelectField
              id={`${id}-topic`}
              name="topic"
              value={topic}
              onChange={(event) => {
                setTopic(event.target.value as Topic | "");
                setActive(-1);
              }}
            >
              <option value="">All topics</option>
              {topics.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </SelectField>
          </div>
          <div className="col-sm-8 col-lg-7">
            <label htmlFor={`${id}-query`} className="form-label text-sm fw-bold text-body-emphasis">
              Search for
            </label>
            <div className="search-suggest-field">
              <input
                id={`${id}-query`}
                type="search"
                name="q"
                className="form-control"
                role="combobox"
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={`${id}-list`}
                aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
                aria-describedby={`${id}-hint`}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setOpen(event.target.value.trim() !== "");
                  setActive(-1);
                }}
                onKeyDown={onKeyDown}
                onBlur={() => setOpen(false)}
              />
              <ul id={`${id}-list`} role="listbox" aria-label="Suggestions" className="search-suggest-list" hidden={!expanded}>
                {suggestions.map((guide, index) => (
                  <li
                    key={guide.title}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    // Keeps the focus in the field while the pointer picks an option.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(guide.title)}
                  >
                    <span>
                      <Highlight text={guide.title} query={query.trim()} />
                    </span>
                    {!topic && <span className="search-suggest-topic">{guide.topic}</span>}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="col-lg-2 d-grid">
            <button type="submit" className="btn bg-gradient-info mb-0 search-suggest-submit">
              <MdSearch size={18} aria-hidden="true" focusable="false" /> Search
            </button>
          </div>
        </div>
        <p id={`${id}-hint`} className="text-sm mt-1 mb-0">
          Type to see suggestions, then use the up and down arrows and Enter to pick one.
        </p>
        <p role="status" className="visually-hidden">
          {open && typed ? (suggestions.length ? `${suggestions.length} suggestions` : "No suggestions") : ""}
        </p>
      </DemoForm>
      <h4 className="h6 mt-4 mb-2">Popular right now</h4>
      <ul className="search-suggest-popular">
        {popular.map(({ title, href }) => (
          <li key={title}>
            <a href={href}>{title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta = {
  title: "Search bar: filter and suggestions",
  keywords: ["search", "search bar", "autocomplete", "combobox", "filter"],
  order: 2,
  scripted: true,
};
