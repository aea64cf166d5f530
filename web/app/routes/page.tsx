import { useMatches, type MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import type { RouteName } from "~/routes";

// One module serves every page that has no module of its own yet; the route id is its name.
export const meta: MetaFunction = ({ matches }) => pageMeta(matches[matches.length - 1].id as RouteName);

export default function Page() {
  const matches = useMatches();
  const name = matches[matches.length - 1].id as RouteName;
  return <BaseLayout title={pages[name].title} breadcrumb={breadcrumbFor(name)} />;
}
