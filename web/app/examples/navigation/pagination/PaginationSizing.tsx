import { useState } from "react";
import { Pagination, paginationItems, type PaginationSize } from "~/components/Pagination";

const sizes: { size: PaginationSize; name: string }[] = [
  { size: "sm", name: "small" },
  { size: "md", name: "medium" },
  { size: "lg", name: "large" },
];

export default function PaginationSizing() {
  const [pages, setPages] = useState<Record<PaginationSize, number>>({ sm: 2, md: 2, lg: 2 });
  return (
    <div className="d-flex flex-column align-items-center gap-3">
      {sizes.map(({ size, name }) => (
        <Pagination
          key={size}
          label={`Pagination, ${name}`}
          size={size}
          items={paginationItems(pages[size], 5)}
          onSelect={(page) => setPages((current) => ({ ...current, [size]: page }))}
        />
      ))}
    </div>
  );
}

export const meta = { title: "Pagination: three sizes" };
