import { MdBuild, MdLock, MdManageAccounts, MdRocketLaunch, MdSchedule, MdSearch, MdSupportAgent } from "react-icons/md";
import { Link, type MetaFunction } from "react-router";
import { Button } from "~/components/Button";
import { ContactForm } from "~/components/ContactForm";
import { DemoForm } from "~/components/DemoForm";
import { FaqAccordion, type FaqItem } from "~/components/FaqAccordion";
import { FeatureHighlight, type FeatureHighlightProps } from "~/components/FeatureHighlight";
import { Footer } from "~/components/Footer";
import { Input } from "~/components/Input";
import { Navbar } from "~/components/Navbar";
import { PhotoHeader } from "~/components/PhotoHeader";
import { pageMeta } from "~/content/meta";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("helpcenter");

const headerPhoto = "https://images.unsplash.com/photo-1521737604893-d14cc237f11d?auto=format&fit=crop&w=1600&q=70";

const topics: (Pick<FeatureHighlightProps, "icon" | "color" | "title"> & { text: string })[] = [
  {
    icon: MdRocketLaunch,
    color: "primary",
    title: "Getting started",
    text: "Set up your first board, invite your team and learn the few steps that cover most days.",
  },
  {
    icon: MdManageAccounts,
    color: "info",
    title: "Account & billing",
    text: "Change your details, switch plans, download invoices or move a license to a colleague.",
  },
  {
    icon: MdBuild,
    color: "warning",
    title: "Troubleshooting",
    text: "Something not loading or not syncing? Work through the usual fixes before you write to us.",
  },
  {
    icon: MdLock,
    color: "success",
    title: "Privacy & security",
    text: "How your data is stored, who can see your boards, and how to keep your account safe.",
  },
];

const questions: FaqItem[] = [
  {
    question: "How do I reset my password?",
    answer: (
      <p className="mb-0">
        Use the <Link to={href("resetpassword-cover")}>reset password page</Link> and type the email address you signed up
        with. The reset link arrives in at most 60 seconds.
      </p>
    ),
  },
  {
    question: "Why are my changes not showing for my team?",
    answer:
      "Changes usually appear for everyone within a few seconds. If they do not, check that you are online, then reload the board. The apps send offline changes as soon as the connection is back.",
  },
  {
    question: "Can I export my boards?",
    answer: "Yes. Open a board's menu and choose Export: you get a spreadsheet of every task, with its owner, dates and comments.",
  },
  {
    question: "How do I cancel my plan?",
    answer:
      "Go to Settings, then Billing, and choose Cancel plan. You keep full access until the end of the period you paid for, and your boards stay readable afterwards.",
  },
  {
    question: "Who can see my boards?",
    answer:
      "Only the people you invite. Each board has its own list of members, and you decide who can edit and who can only look.",
  },
];

const contactFacts = [
  { icon: MdSchedule, text: "An answer within 24 hours" },
  { icon: MdSupportAgent, text: "From a person who knows the app" },
  { icon: MdLock, text: "Your details are used only to reply" },
];

export default function Helpcenter() {
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <PhotoHeader image={headerPhoto} className="support-header help-search-header">
          <div className="row justify-content-center text-center">
            <div className="col-lg-8 col-xl-7">
              <h1 className="text-white mb-3">How can we help?</h1>
              <p className="lead text-white-soft mb-4">Search the help pages, or pick a topic below.</p>
              <div className="card help-search-card text-start">
                <DemoForm role="search" aria-label="Help pages" className="help-search-form">
                  <Input
                    type="search"
                    name="q"
                    label="Search the help pages"
                    autoComplete="off"
                    placeholder="e.g. export a board"
                    icon={<MdSearch size={20} aria-hidden="true" focusable="false" />}
                    className="help-search-input"
                  />
                  <Button type="submit" variant="gradient" color="primary" className="help-search-button mb-0">
                    Search issue
                  </Button>
                </DemoForm>
              </div>
            </div>
          </div>
        </PhotoHeader>

        <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card support-card">
          <section aria-labelledby="help-topics-title" className="container py-4 py-lg-5">
            <div className="row justify-content-center text-center mb-4 mb-lg-5">
              <div className="col-lg-7">
                <h2 id="help-topics-title">Browse by topic</h2>
                <p className="section-lead mb-0">Guides for every part of the app, written to be read in a couple of minutes.</p>
              </div>
            </div>
            <div className="row g-4">
              {topics.map(({ text, ...topic }) => (
                <div key={topic.title} className="col-sm-6 col-lg-3">
                  <FeatureHighlight {...topic}>{text}</FeatureHighlight>
                </div>
              ))}
            </div>
          </section>

          <section aria-labelledby="help-faq-title" className="container py-4 py-lg-5">
            <div className="row justify-content-center">
              <div className="col-lg-9 col-xl-8 support-text">
                <h2 id="help-faq-title" className="text-center">
                  Frequently asked questions
                </h2>
                <p className="section-lead text-center mb-4">
                  The five questions we hear most. More answers on the <Link to={href("faq")}>FAQ page</Link>.
                </p>
                <FaqAccordion items={questions} headingAs="h3" />
              </div>
            </div>
          </section>

          <section aria-labelledby="help-contact-title" className="container py-4 py-lg-5">
            <div className="row g-4 align-items-center">
              <div className="col-lg-5">
                <h2 id="help-contact-title">Still need help?</h2>
                <p className="section-lead">
                  Write to us and a member of the support team will answer within 24 hours, on working days and at weekends.
                </p>
                <ul className="list-unstyled help-contact-facts mb-0">
                  {contactFacts.map(({ icon: Icon, text }) => (
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
        </div>
      </main>
      <Footer />
    </>
  );
}
