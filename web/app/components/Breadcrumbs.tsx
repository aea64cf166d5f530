import { Link } from "react-router";

/** One crumb: a label and, except for the current page, where it leads. */
export interface BreadcrumbItem {
  label: string;
  route?: string;
}

/** A breadcrumb trail; the last item is the current page, in plain text. */
export function Breadcrumbs({ items, className = "" }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="breadcrumb mb-0">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={`${item.label}-${index}`}
              className={`breadcrumb-item${last ? " active" : ""}`}
              aria-current={last ? "page" : undefined}
            >
              {last || !item.route ? item.label : <Link to={item.route}>{item.label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
