export interface TableOfContentsItem {
  /** The id of the section's heading on this page. */
  id: string;
  label: string;
}

export interface TableOfContentsProps {
  items: TableOfContentsItem[];
  /** The navigation landmark's name. */
  label?: string;
  /** A visible title over the list; left out, none. */
  title?: string;
  className?: string;
}

/** A list of links to the sections of the page, in a named navigation landmark. */
export function TableOfContents({ items, label = "Contents", title, className = "" }: TableOfContentsProps) {
  if (items.length === 0) throw new Error("TableOfContents: items must not be empty");
  return (
    <nav aria-label={label} className={["table-of-contents", className].filter(Boolean).join(" ")}>
      {title && <p className="table-of-contents-title">{title}</p>}
      <ol className="table-of-contents-list">
        {items.map(({ id, label: itemLabel }) => (
          <li key={id}>
            <a className="table-of-contents-link" href={`#${id}`}>
              {itemLabel}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
