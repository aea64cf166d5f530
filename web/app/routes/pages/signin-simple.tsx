import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("signin-simple");

export default function SigninSimple() {
  return <BaseLayout title={pages["signin-simple"].title} breadcrumb={breadcrumbFor("signin-simple")} />;
}
