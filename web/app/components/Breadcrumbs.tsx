import { RouteLink } from "./RouteLink";

/** One crumb: a label and, except for the current page, where it leads. */
export interface BreadcrumbItem {
  label: string;
  route?: string;
}

interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  className?: string;
  /** The trail's accessible name; give each trail on one page its own. */
  label?: string;
}

/** A breadcrumb trail; the last item is the current page, in plain text. */
export function Breadcrumbs({ items, className = "", label = "Breadcrumb" }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="breadcrumb mb-0">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={`${item.label}-${index}`}
              className={`breadcrumb-item${last ? " active" : ""}`}
              aria-current={last ? "page" : undefined}
            >
              {last || !item.route ? item.label : <RouteLink to={item.route}>{item.label}</RouteLink>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
