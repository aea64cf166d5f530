import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("contactus");

export default function Contactus() {
  return <BaseLayout title={pages["contactus"].title} breadcrumb={breadcrumbFor("contactus")} />;
}
