import type { ReactNode } from "react";
import { Link, type MetaFunction } from "react-router";
import { Footer } from "~/components/Footer";
import { LastModified } from "~/components/LastModified";
import { Navbar } from "~/components/Navbar";
import { PhotoHeader } from "~/components/PhotoHeader";
import { TableOfContents } from "~/components/TableOfContents";
import { pageMeta } from "~/content/meta";
import { site } from "~/content/site";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("privacy");

const headerPhoto = "https://images.unsplash.com/photo-1450101499163-c8848c66ca85?auto=format&fit=crop&w=1600&q=70";

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const sections: PolicySection[] = [
  {
    id: "introduction",
    title: "Introduction",
    body: (
      <>
        <p>
          {site.brand} is a free guide to moving to the United Kingdom. You can read every page without signing up: there are
          no accounts, no newsletters and nothing to buy. This policy explains, in plain words, what happens to information
          while you use the site.
        </p>
        <p>
          The short version: we do not ask who you are, we do not sell or share data about you, and the forms on the site send
          nothing anywhere. The sections below give the details.
        </p>
      </>
    ),
  },
  {
    id: "managing-your-information",
    title: "Managing Your Information",
    body: (
      <>
        <p>
          The forms you see on the site, such as the contact and newsletter forms, are there to show how a page could look.
          When you press their button, what you typed stays in your browser and is cleared when you leave the page. We never
          receive it.
        </p>
        <p>
          Like any website, our server notes each request it answers: the page asked for, the time and the address it came
          from. We use these short technical logs only to keep the site running and to spot abuse, and we delete them after 30
          days. We set no advertising or tracking cookies.
        </p>
        <p>
          Some photos are loaded from an image service, and links to official guidance take you to other sites. Those sites see
          your visit as they would any other, under their own privacy policies.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <>
        <p>
          Every page is sent over an encrypted connection. The site runs no third-party scripts or trackers, and it tells your
          browser to run nothing that we did not publish ourselves.
        </p>
        <p>
          We keep the software behind the site up to date and review it regularly. If you think you have found a security
          problem, please tell us through the <Link to={href("contactus")}>contact page</Link> and we will look into it
          straight away.
        </p>
      </>
    ),
  },
];

export default function Privacy() {
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <PhotoHeader image={headerPhoto} className="support-header">
          <div className="row justify-content-center text-center">
            <div className="col-lg-7">
              <h1 className="text-white mb-3">Privacy &amp; Policy</h1>
              <p className="lead text-white-soft mb-0">What we collect, what we do not, and how we keep the site safe.</p>
            </div>
          </div>
        </PhotoHeader>

        <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card support-card">
          <div className="container py-3 py-lg-4">
            <div className="row justify-content-center">
              <div className="col-lg-3 mb-4 mb-lg-0">
                <div className="privacy-toc">
                  <LastModified date="2021-09-01" className="mb-3" />
                  <TableOfContents items={sections.map(({ id, title }) => ({ id, label: title }))} title="On this page" />
                </div>
              </div>
              <div className="col-lg-8 offset-lg-1 support-text">
                {sections.map(({ id, title, body }) => (
                  <section key={id} aria-labelledby={id} className="privacy-section">
                    <h2 id={id} className="h4">
                      {title}
                    </h2>
                    {body}
                  </section>
                ))}
              </div>
            </div>
          </div>
        </div>
      </main>
      <Footer />
    </>
  );
}
