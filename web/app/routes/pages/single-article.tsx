import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("single-article");

export default function SingleArticle() {
  return <BaseLayout title={pages["single-article"].title} breadcrumb={breadcrumbFor("single-article")} />;
}
