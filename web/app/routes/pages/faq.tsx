import type { MetaFunction } from "react-router";
import { FaqAccordion } from "~/components/FaqAccordion";
import { FeatureGrid } from "~/components/FeatureGrid";
import { LastModified } from "~/components/LastModified";
import { SupportPage } from "~/shell/layouts/SupportPage";
import { pageMeta } from "~/shell/meta";
import { faqGroups, faqHighlights } from "~/content/support";

export const meta: MetaFunction = () => pageMeta("faq");

export default function Faq() {
  return (
    <SupportPage
      photo="1517245386807-bb43f82c33c4"
      title="Frequently asked questions"
      lead="Quick answers about the guide, your account and sponsor licences."
    >
      <LastModified date="2021-08-30" className="text-center mb-4" />

      <section aria-labelledby="faq-highlights-title" className="faq-highlights">
        <h2 id="faq-highlights-title" className="visually-hidden">
          About these answers
        </h2>
        <FeatureGrid features={faqHighlights} columns="col-md-4" align="center" />
      </section>

      <div className="row justify-content-center">
        <div className="col-lg-9 col-xl-8">
          {faqGroups.map((group) => (
            <section key={group.id} aria-labelledby={`faq-${group.id}`} className="faq-group support-text">
              <h2 id={`faq-${group.id}`} className="faq-group-title">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} headingAs="h3" />
            </section>
          ))}
        </div>
      </div>
    </SupportPage>
  );
}
