import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("signup-cover");

export default function SignupCover() {
  return <BaseLayout title={pages["signup-cover"].title} breadcrumb={breadcrumbFor("signup-cover")} />;
}
