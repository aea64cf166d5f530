import { MdChevronLeft, MdChevronRight } from "react-icons/md";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";

/** One item of a pagination: a page, or the previous / next arrow. */
export interface PaginationItem {
  /** The page's number as text, or the arrow's accessible name ('Previous', 'Next'). */
  label: string;
  /** The current page. */
  active?: boolean;
  previous?: boolean;
  next?: boolean;
}

export const paginationSizes = ["sm", "md", "lg"] as const;
export type PaginationSize = (typeof paginationSizes)[number];

export interface PaginationProps {
  items: PaginationItem[];
  /** The name of the navigation landmark; give each pagination of a page its own. */
  label: string;
  /** The colour of the current page. */
  color?: ThemeColor;
  size?: PaginationSize;
  /** Called with the page (1-based) an item leads to: its own, or the one before / after the current page. */
  onSelect?: (page: number) => void;
  className?: string;
}

/** The items of a pagination at `page` of `count` pages: previous, 1 … count, next. */
export function paginationItems(page: number, count: number): PaginationItem[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`paginationItems: count must be a whole number of at least 1; got ${JSON.stringify(count)}`);
  }
  if (!Number.isInteger(page) || page < 1 || page > count) {
    throw new Error(`paginationItems: page must be a whole number from 1 to ${count}; got ${JSON.stringify(page)}`);
  }
  const pages = Array.from({ length: count }, (_, index) => ({ label: String(index + 1), active: index + 1 === page }));
  return [{ label: "Previous", previous: true }, ...pages, { label: "Next", next: true }];
}

/**
 * Round page buttons with previous / next arrows. The current page carries
 * `aria-current="page"`; an arrow with no page to go to is a disabled button.
 */
export function Pagination({ items, label, color = "primary", size = "md", onSelect, className = "" }: PaginationProps) {
  assertOneOf("Pagination", "color", themeColors, color);
  assertOneOf("Pagination", "size", paginationSizes, size);
  const pages = items.filter((item) => !item.previous && !item.next);
  if (items.some((item) => item.previous && item.next)) {
    throw new Error("Pagination: an item cannot be both previous and next");
  }
  if (pages.filter((item) => item.active).length > 1) {
    throw new Error("Pagination: at most one page can be active");
  }
  const current = pages.findIndex((item) => item.active) + 1;

  const target = (item: PaginationItem) => (item.previous ? current - 1 : item.next ? current + 1 : pages.indexOf(item) + 1);
  const isDisabled = (item: PaginationItem) =>
    Boolean(item.previous || item.next) && (current === 0 || target(item) < 1 || target(item) > pages.length);

  const classes = ["pagination", `pagination-${color}`, size !== "md" && `pagination-${size}`, "mb-0"];
  return (
    <nav aria-label={label} className={className || undefined}>
      <ul className={classes.filter(Boolean).join(" ")}>
        {items.map((item, index) => {
          const disabled = isDisabled(item);
          const Arrow = item.previous ? MdChevronLeft : item.next ? MdChevronRight : null;
          return (
            <li key={index} className={`page-item${item.active ? " active" : ""}${disabled ? " disabled" : ""}`}>
              <button
                type="button"
                className="page-link"
                disabled={disabled}
                aria-current={item.active ? "page" : undefined}
                onClick={() => onSelect?.(target(item))}
              >
                {Arrow ? (
                  <>
                    <Arrow aria-hidden="true" focusable="false" />
                    <span className="visually-hidden">{item.label}</span>
                  </>
                ) : (
                  <>
                    <span className="visually-hidden">Page </span>
                    {item.label}
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
