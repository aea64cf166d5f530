import { Breadcrumbs } from "~/components/Breadcrumbs";
import { href } from "~/routes";

export default function BreadcrumbsThreeLevels() {
  return (
    <Breadcrumbs
      label="Breadcrumb, three levels"
      className="breadcrumb-panel"
      items={[
        { label: "Home", route: href("presentation") },
        { label: "Help Center", route: href("helpcenter") },
        { label: "FAQ" },
      ]}
    />
  );
}
