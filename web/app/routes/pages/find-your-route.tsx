import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/shell/layouts/BaseLayout";
import { ExternalLink } from "~/components/ExternalLink";
import { visaCheck } from "~/content/guide";
import { pageMeta } from "~/shell/meta";
import { site } from "~/content/site";
import { RouteFinder } from "~/guide/RouteFinder";
import { StaySafe } from "~/guide/StaySafe";
import { href } from "~/paths";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("find-your-route");

export default function FindYourRoute() {
  return (
    <BaseLayout title="Find your route to the UK" breadcrumb={[{ label: "Home", route: href("presentation") }, { label: "Find your route" }]}>
      <div className="row g-4 mb-4">
        <div className="col-lg-8">
          <p className="lead">
            The main ways to come to the UK, and to stay: who each is for, what it needs, what you pay for and where to apply.
            Answer the questions to see the ones that fit you.
          </p>
          <p className="text-sm mb-0 prose-links">
            The official answer to whether you need a visa comes from GOV.UK&apos;s{" "}
            <ExternalLink href={visaCheck.href}>{visaCheck.title}</ExternalLink>. {site.disclaimer}
          </p>
        </div>
        <div className="col-lg-4">
          <StaySafe />
        </div>
      </div>
      <RouteFinder />
    </BaseLayout>
  );
}
