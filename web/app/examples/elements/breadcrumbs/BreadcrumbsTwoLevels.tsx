import { Breadcrumbs } from "~/components/Breadcrumbs";

export default function BreadcrumbsTwoLevels() {
  return (
    <Breadcrumbs
      label="Breadcrumb, two levels"
      className="breadcrumb-panel"
      items={[{ label: "Home", route: "/" }, { label: "Help Center" }]}
    />
  );
}

export const meta = { title: "Breadcrumb: two levels", order: 2 };
