import { MdSearch } from "react-icons/md";
import { Link, type MetaFunction } from "react-router";
import { Button } from "~/components/Button";
import { ContactForm } from "~/components/ContactForm";
import { DemoForm } from "~/components/DemoForm";
import { FaqSection } from "~/components/FaqSection";
import { FeatureGrid } from "~/components/FeatureGrid";
import { HeroText } from "~/components/HeroText";
import { Input } from "~/components/Input";
import { PageCard } from "~/components/PageCard";
import { PageSection } from "~/components/PageSection";
import { PhotoHeader } from "~/components/PhotoHeader";
import { SectionIntro } from "~/components/SectionIntro";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { helpContactFacts, helpQuestions, helpTopics } from "~/content/support";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("helpcenter");

export default function Helpcenter() {
  return (
    <>
      <PhotoHeader image={unsplashPhoto("1521737604893-d14cc237f11d", 1600)} className="support-header help-search-header">
        <HeroText title="How can we help?" lead="Search the help pages, or pick a topic below." columns="col-lg-8 col-xl-7">
          <div className="card help-search-card text-start">
            <DemoForm role="search" aria-label="Help pages" className="help-search-form">
              <Input
                type="search"
                name="q"
                label="Search the help pages"
                autoComplete="off"
                placeholder="e.g. translate a birth certificate"
                icon={<MdSearch size={20} aria-hidden="true" focusable="false" />}
                className="help-search-input"
              />
              <Button type="submit" variant="gradient" color="primary" className="help-search-button mb-0">
                Search issue
              </Button>
            </DemoForm>
          </div>
        </HeroText>
      </PhotoHeader>

      <PageCard className="support-card">
        <PageSection
          id="help-topics-title"
          title="Browse by topic"
          lead="Help for every part of the guide, written to be read in a couple of minutes."
          introClassName="mb-4 mb-lg-5"
          className="py-4 py-lg-5"
        >
          <FeatureGrid features={helpTopics} columns="col-sm-6 col-lg-3" />
        </PageSection>

        <FaqSection
          id="help-faq-title"
          items={helpQuestions}
          lead={
            <>
              The five questions we hear most. More answers on the <Link to={href("faq")}>FAQ page</Link>.
            </>
          }
          className="py-4 py-lg-5"
        />

        <section aria-labelledby="help-contact-title" className="container py-4 py-lg-5">
          <div className="row g-4 align-items-center">
            <div className="col-lg-5">
              <SectionIntro
                id="help-contact-title"
                title="Still need help?"
                lead="Write to us and a member of the support team will answer within 24 hours, on working days and at weekends."
                align="start"
                className="mb-3"
              />
              <ul className="list-unstyled help-contact-facts mb-0">
                {helpContactFacts.map(({ icon: Icon, text }) => (
                  <li key={text}>
                    <span className="icon-shape bg-gradient-dark" aria-hidden="true">
                      <Icon size={18} aria-hidden="true" focusable="false" />
                    </span>
                    {text}
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-7">
              <div className="card help-contact-card p-4 p-md-5">
                <ContactForm />
              </div>
            </div>
          </div>
        </section>
      </PageCard>
    </>
  );
}
