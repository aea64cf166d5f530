import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("resetpassword-cover");

export default function ResetpasswordCover() {
  return <BaseLayout title={pages["resetpassword-cover"].title} breadcrumb={breadcrumbFor("resetpassword-cover")} />;
}
