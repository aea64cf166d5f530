import { useState } from "react";
import { Pagination, paginationItems } from "~/components/Pagination";

export default function PaginationSimple() {
  const [page, setPage] = useState(2);
  return (
    <div className="d-flex justify-content-center">
      <Pagination label="Pagination, simple" items={paginationItems(page, 5)} onSelect={setPage} />
    </div>
  );
}

export const meta = { title: "Pagination: simple" };
