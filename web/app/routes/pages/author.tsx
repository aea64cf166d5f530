import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("author");

export default function Author() {
  return <BaseLayout title={pages["author"].title} breadcrumb={breadcrumbFor("author")} />;
}
