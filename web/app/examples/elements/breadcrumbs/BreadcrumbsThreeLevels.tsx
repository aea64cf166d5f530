import { Breadcrumbs } from "~/components/Breadcrumbs";

export default function BreadcrumbsThreeLevels() {
  return (
    <Breadcrumbs
      label="Breadcrumb, three levels"
      className="breadcrumb-panel"
      items={[
        { label: "Home", route: "/" },
        { label: "Help Center", route: "/pages/support/help-center" },
        { label: "FAQ" },
      ]}
    />
  );
}

export const meta = { title: "Breadcrumb: three levels", order: 3 };
