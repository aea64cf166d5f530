import { lazy, Suspense, useEffect, useState } from "react";
import { FaMagnifyingGlass } from "react-icons/fa6";

// The dialog and its index load on first use: pages nobody searches never download them.
const SearchDialog = lazy(() => import("~/search/SearchDialog"));

/** Whether a key typed here is text for a field, not a shortcut. */
function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || !!target.closest("input, textarea, select"));
}

/**
 * The navbar's search button; Ctrl+K, Cmd+K or '/' (outside a text field)
 * opens the search dialog from anywhere on the page. The hint says Ctrl K,
 * which works on every platform.
 */
export function SearchButton() {
  // null until first opened: the dialog is not even loaded before.
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey);
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
      if (event.defaultPrevented || (!commandK && !slash)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className="nav-link text-reset d-flex align-items-center ms-auto me-2 ms-lg-3 me-lg-0 order-lg-last"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
      >
        <FaMagnifyingGlass className="svg-icon" size={16} aria-hidden="true" focusable="false" />
        {/* Named by its text, never an aria-label, so the name is what shows: "Search" beside the icon on
            wide screens, the same word for assistive technology alone on narrow ones. The shortcut is told
            by aria-keyshortcuts, not read out as part of the name. */}
        <span className="visually-hidden d-lg-none">Search</span>
        <span className="d-none d-lg-inline ms-2">Search</span>
        <kbd className="d-none d-lg-inline ms-2" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          <SearchDialog show={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
