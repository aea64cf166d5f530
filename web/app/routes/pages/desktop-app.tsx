import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("desktop-app");

export default function DesktopApp() {
  return <BaseLayout title={pages["desktop-app"].title} breadcrumb={breadcrumbFor("desktop-app")} />;
}
