import { useRef } from "react";
import { Link } from "react-router";
import { pages, showcaseGroups } from "~/content/pages";
import { exampleCounts } from "~/catalogue/counts";
import { paths, type RouteName } from "~/paths";
import type { PageCounts } from "~/catalogue/exampleMeta";

const here = (name: RouteName, current: RouteName) => (name === current ? "page" : undefined);

/** A count after a link's title: the number for the eye, "12 examples" for assistive technology (the words are CSS's). */
const count = (value: number | undefined) => <span className="catalogue-count">{value}</span>;

/** The five groups (each linking to its overview) and their pages, each with its example count. */
function CatalogueList({ current, counts }: { current: RouteName; counts: PageCounts }) {
  return (
    <ul className="catalogue-groups">
      {showcaseGroups.map((group) => (
        <li key={group.key}>
          <Link className="catalogue-link catalogue-group" to={paths[group.overview]} aria-current={here(group.overview, current)}>
            {group.label}
            {count(exampleCounts[group.key])}
          </Link>
          <ul className="catalogue-pages">
            {group.pages.map((name) => (
              <li key={name}>
                <Link className="catalogue-link" to={paths[name]} aria-current={here(name, current)}>
                  {pages[name].title}
                  {count(counts[name])}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The catalogue's side navigation, prerendered: from 992 px a sticky column, which the browser scrolls to the
 * current page as it first lays it out (_catalogue-nav.scss); below,
 * a "Browse sections" button opening the same list as a panel from the left: the browser's modal dialog, so focus
 * moves in and stays, Esc closes and focus goes back to the button. A link followed or the backdrop clicked closes it.
 */
export function CatalogueNav({ current, counts }: { current: RouteName; counts: PageCounts }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  const list = <CatalogueList current={current} counts={counts} />;
  return (
    <aside className="catalogue-aside">
      <nav className="catalogue-nav d-none d-lg-block" aria-label="Catalogue">
        {list}
      </nav>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary catalogue-browse d-lg-none"
        aria-haspopup="dialog"
        onClick={() => {
          const dialog = dialogRef.current!;
          dialog.showModal();
          dialog.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
        }}
      >
        Browse sections
      </button>
      <dialog
        ref={dialogRef}
        className="catalogue-panel"
        aria-labelledby="catalogue-panel-title"
        // A click on the backdrop lands on the dialog itself, outside its content.
        onClick={(event) => {
          if (event.target === event.currentTarget || (event.target as Element).closest("a")) event.currentTarget.close();
        }}
      >
        <div className="catalogue-panel-header">
          <h2 className="catalogue-panel-title" id="catalogue-panel-title">
            Browse sections
          </h2>
          <button type="button" className="btn btn-sm btn-link mb-0" onClick={() => dialogRef.current!.close()}>
            Close
          </button>
        </div>
        <nav className="catalogue-panel-list" aria-label="Catalogue">
          {list}
        </nav>
      </dialog>
    </aside>
  );
}
