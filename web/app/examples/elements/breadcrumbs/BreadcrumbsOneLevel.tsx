import { Breadcrumbs } from "~/components/Breadcrumbs";

export default function BreadcrumbsOneLevel() {
  return <Breadcrumbs label="Breadcrumb, one level" className="breadcrumb-panel" items={[{ label: "Home" }]} />;
}

export const meta = { title: "Breadcrumb: one level", order: 1 };
