import type { ReactNode } from "react";

export interface CardGridProps<T> {
  items: readonly T[];
  /** A key unique among the items, e.g. the card's title. */
  itemKey: (item: T) => string;
  /** Each item's column classes, e.g. 'col-md-6 col-lg-4'. */
  columns: string;
  /** The row's gutter and spacing classes. */
  className?: string;
  /** The card of one item. */
  children: (item: T) => ReactNode;
}

/** Cards in a responsive grid, as a list, so a screen reader announces how many there are. */
export function CardGrid<T>({ items, itemKey, columns, className = "g-4 mb-0", children }: CardGridProps<T>) {
  if (items.length === 0) throw new Error("CardGrid: items must not be empty");
  return (
    <ul className={["row list-unstyled", className].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <li key={itemKey(item)} className={columns}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
