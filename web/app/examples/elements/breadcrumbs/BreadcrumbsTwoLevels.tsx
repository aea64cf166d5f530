import { Breadcrumbs } from "~/components/Breadcrumbs";
import { href } from "~/routes";

export default function BreadcrumbsTwoLevels() {
  return (
    <Breadcrumbs
      label="Breadcrumb, two levels"
      className="breadcrumb-panel"
      items={[{ label: "Home", route: href("presentation") }, { label: "Help Center" }]}
    />
  );
}
