import type { MetaFunction } from "react-router";
import { LastModified } from "~/components/LastModified";
import { TableOfContents } from "~/components/TableOfContents";
import { SupportPage } from "~/shell/layouts/SupportPage";
import { pageMeta } from "~/shell/meta";
import { policySections } from "~/content/support";

export const meta: MetaFunction = () => pageMeta("privacy");

export default function Privacy() {
  return (
    <SupportPage photo="1450101499163-c8848c66ca85" title="Privacy & Policy" lead="What we collect, what we do not, and how we keep the site safe.">
      <div className="row justify-content-center">
        <div className="col-lg-3 mb-4 mb-lg-0">
          <div className="privacy-toc">
            <LastModified date="2021-09-01" className="mb-3" />
            <TableOfContents items={policySections.map(({ id, title }) => ({ id, label: title }))} title="On this page" />
          </div>
        </div>
        <div className="col-lg-8 offset-lg-1 support-text">
          {policySections.map(({ id, title, body }) => (
            <section key={id} aria-labelledby={id} className="privacy-section">
              <h2 id={id} className="h4">
                {title}
              </h2>
              {body}
            </section>
          ))}
        </div>
      </div>
    </SupportPage>
  );
}
