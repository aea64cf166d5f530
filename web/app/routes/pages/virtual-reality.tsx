import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("virtual-reality");

export default function VirtualReality() {
  return <BaseLayout title={pages["virtual-reality"].title} breadcrumb={breadcrumbFor("virtual-reality")} />;
}
