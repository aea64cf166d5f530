import "~/styles/search.scss";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { FaMagnifyingGlass } from "react-icons/fa6";
import { useNavigate } from "react-router";
import { searchEntries, searchIndex, type SearchEntry } from "./searchIndex";

const pageCount = searchIndex.filter((entry) => entry.kind === "page").length;
const exampleCount = searchIndex.filter((entry) => entry.kind === "example").length;
const kindLabels: Record<SearchEntry["kind"], string> = { page: "Page", example: "Example", guide: "Official guidance" };

/** Calls back with the element once the page shows it: a new page renders a few frames after its navigation settles. */
function whenShown(id: string, then: (element: HTMLElement) => void, frames = 120) {
  const element = document.getElementById(id);
  if (element) then(element);
  else if (frames > 0) requestAnimationFrame(() => whenShown(id, then, frames - 1));
}

export interface SearchDialogProps {
  show: boolean;
  onHide: () => void;
}

/**
 * The site search: a modal dialog (the browser's own, so the page behind is
 * inert) whose combobox filters every page and example as you type; arrow
 * keys move, Enter goes there, Esc closes and gives focus back.
 */
export default function SearchDialog({ show, onHide }: SearchDialogProps) {
  const navigate = useNavigate();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  // Set while going to an example, whose title link then takes the focus.
  const leaving = useRef(false);
  const results = useMemo(() => searchEntries(query), [query]);
  const current = results[active] as SearchEntry | undefined;
  const optionId = (entry: SearchEntry) => `${id}-${entry.key}`;
  const activeId = current && optionId(current);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!show || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    dialog.showModal();
    inputRef.current?.focus();
    // The page behind stays put while the dialog is open.
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      dialog.close();
      setQuery("");
      setActive(0);
      if (!leaving.current) opener?.focus();
      leaving.current = false;
    };
  }, [show]);

  const go = async (entry: SearchEntry) => {
    if (entry.kind === "guide") {
      // Another site, in a new tab as the guide's other external links open.
      onHide();
      window.open(entry.to, "_blank", "noopener,noreferrer");
      return;
    }
    const [, anchor] = entry.to.split("#");
    leaving.current = Boolean(anchor);
    onHide();
    await navigate(entry.to);
    // The block's link to itself: focus lands where the page scrolled to.
    if (anchor)
      whenShown(anchor, (block) => block.querySelector<HTMLElement>(`a[href="#${anchor}"]`)?.focus({ preventScroll: true }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (count) setActive((active + (event.key === "ArrowDown" ? 1 : count - 1)) % count);
    } else if (event.key === "Enter" && current) {
      event.preventDefault();
      void go(current);
    }
  };

  const message = !query.trim()
    ? `Type to search ${pageCount} pages, the guide's topics and ${exampleCount} examples.`
    : results.length
      ? `${results.length} ${results.length === 1 ? "result" : "results"}`
      : `No results for “${query.trim()}”.`;

  return createPortal(
    // A click on the backdrop lands on the dialog itself, outside its content.
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-labelledby={`${id}-title`}
      aria-modal="true"
      onClick={(event) => event.target === event.currentTarget && onHide()}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // Closed through React, so state and focus follow.
        event.preventDefault();
        onHide();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onHide();
      }}
    >
      <div className="search-content">
        <div className="search-header">
          <h2 className="search-title" id={`${id}-title`}>
            Search
          </h2>
          <button type="button" className="btn btn-sm btn-link search-close" onClick={onHide}>
            Close
          </button>
        </div>
        <div className="search-field">
          <FaMagnifyingGlass className="svg-icon" size={16} aria-hidden="true" focusable="false" />
          <label className="visually-hidden" htmlFor={`${id}-input`}>
            Search pages and examples
          </label>
          <input
            id={`${id}-input`}
            type="text"
            role="combobox"
            className="search-input"
            placeholder="Search pages and examples"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={`${id}-list`}
            aria-activedescendant={activeId}
            aria-describedby={`${id}-message`}
            ref={inputRef}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul className="search-results" role="listbox" id={`${id}-list`} aria-label="Results" hidden={!results.length}>
          {results.map((entry, index) => (
            <li
              key={entry.key}
              id={optionId(entry)}
              role="option"
              aria-selected={index === active}
              className={`search-result${index === active ? " active" : ""}`}
              onClick={() => void go(entry)}
            >
              <span className="search-result-title">{entry.title}</span>
              <span className="search-result-context">
                {kindLabels[entry.kind]} · {entry.context}
                {entry.kind === "guide" && ` · ${new URL(entry.to).hostname}, external site (opens in new tab)`}
              </span>
            </li>
          ))}
        </ul>
        <div className="search-footer">
          <p className="search-message" id={`${id}-message`} role="status">
            {message}
          </p>
          <p className="search-keys" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to move <kbd>Enter</kbd> to open <kbd>Esc</kbd> to close
          </p>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
