import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("coworking");

export default function Coworking() {
  return <BaseLayout title={pages["coworking"].title} breadcrumb={breadcrumbFor("coworking")} />;
}
