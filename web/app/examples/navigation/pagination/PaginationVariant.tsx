import { useState } from "react";
import { Pagination, paginationItems } from "~/components/Pagination";

const colors = ["success", "info", "warning", "primary", "danger"] as const;
type Color = (typeof colors)[number];

export default function PaginationVariant() {
  const [pages, setPages] = useState<Record<Color, number>>({ success: 3, info: 3, warning: 3, primary: 3, danger: 3 });
  return (
    <div className="d-flex flex-column align-items-center gap-3">
      {colors.map((color) => (
        <Pagination
          key={color}
          label={`Pagination, ${color}`}
          color={color}
          items={paginationItems(pages[color], 5)}
          onSelect={(page) => setPages((current) => ({ ...current, [color]: page }))}
        />
      ))}
    </div>
  );
}

export const meta = { title: "Pagination: five colours" };
