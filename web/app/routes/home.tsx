import type { IconType } from "react-icons";
import {
  FaBriefcase,
  FaEarthEurope,
  FaFileLines,
  FaFlag,
  FaHeart,
  FaHouse,
  FaNewspaper,
  FaPlaneArrival,
  FaRocket,
  FaStar,
} from "react-icons/fa6";
import { Link, type MetaFunction } from "react-router";
import { Counter } from "~/components/Counter";
import { ExternalLink } from "~/components/ExternalLink";
import { Footer } from "~/shell/Footer";
import { Navbar } from "~/shell/Navbar";
import { pageMeta } from "~/shell/meta";
import { callOuts, landingCounters, site, visaTopics } from "~/content/site";
import { StaySafe } from "~/guide/StaySafe";
import { useBodyClass } from "~/shell/useBodyClass";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("presentation");

/** Landing counters all take 3000 ms (SPEC section 9). */
const COUNTER_DURATION = 3000;

const topicIcons: Record<string, IconType> = {
  Immigration: FaEarthEurope,
  "British Citizenship": FaFlag,
  "Indefinite Leave to Remain": FaHouse,
  "Spouse Visa": FaHeart,
  "Visitor Visa": FaPlaneArrival,
  "Skilled Worker Visa": FaBriefcase,
  "Global Talent Visa": FaStar,
};
const callOutIcons = [FaRocket, FaNewspaper, FaFileLines];
const callOutColors = ["primary", "info", "dark"];

export default function Home() {
  useBodyClass("presentation-page");
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
      <div className="page-header hero-landing">
        <span className="mask bg-gradient-dark" aria-hidden="true" />
        <div className="container position-relative">
          <div className="row justify-content-center text-center">
            <div className="col-lg-8 col-md-10">
              <p className="hero-brand mb-2">{site.brand}</p>
              <h1 className="text-white display-title mb-3">{site.tagline}</h1>
              <p className="lead text-white-soft mb-4">{site.description}</p>
              <div className="d-flex flex-wrap justify-content-center gap-3">
                <Link to={href("find-your-route")} className="btn btn-white btn-lg mb-0">
                  Find your route
                </Link>
                <ExternalLink href={site.providerUrl} className="btn bg-gradient-primary btn-lg mb-0">
                  {site.actionLabel}
                </ExternalLink>
              </div>
            </div>
          </div>
        </div>
      </div>

      <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card">
        <section aria-labelledby="counters-title" className="py-4">
          <h2 id="counters-title" className="visually-hidden">
            The guide in numbers
          </h2>
          <div className="container">
            <div className="row">
              {landingCounters.map((counter, index) => (
                <div
                  key={counter.title}
                  className={`col-md-4 text-center py-3 position-relative${index > 0 ? " counter-divider" : ""}`}
                >
                  <p className="counter-number text-gradient-primary mb-1">
                    <Counter count={counter.count} suffix={counter.suffix} duration={COUNTER_DURATION} />
                  </p>
                  <h3 className="h5 mt-2">{counter.title}</h3>
                  <p className="text-sm mb-0 px-3">{counter.description}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section aria-labelledby="topics-title" className="py-5">
          <div className="container">
            <div className="row justify-content-center text-center mb-4">
              <div className="col-lg-7">
                <span className="badge badge-pill bg-gradient-info mb-2">Visas and settlement</span>
                <h2 id="topics-title">Find your route to the UK</h2>
                <p className="lead mb-0 prose-links">
                  Start with the topic that matches your plans: each one leads to the official guidance. Or{" "}
                  <Link to={href("find-your-route")}>answer a few questions</Link> to see the routes that fit you, what
                  they need and what they cost.
                </p>
              </div>
            </div>
            {/* Centred rows: seven cards make a full row of four and a centred row of three, no empty slot. */}
            <ul className="row list-unstyled g-4 mb-0 justify-content-center">
              {visaTopics.map((topic) => {
                const TopicIcon = topicIcons[topic.title] ?? FaEarthEurope;
                return (
                  <li key={topic.title} className="col-sm-6 col-lg-3">
                    <article className="card topic-card h-100">
                      <div className="card-body">
                        <span className="icon-shape bg-gradient-primary mb-3" aria-hidden="true">
                          <TopicIcon className="svg-icon" size={24} aria-hidden="true" focusable="false" />
                        </span>
                        <h3 className="h5">{topic.title}</h3>
                        <p className="text-sm mb-3">{topic.description}</p>
                        {topic.note && (
                          <p className="text-sm mb-3">
                            {topic.note.text}{" "}
                            <ExternalLink href={topic.note.href} className="topic-card-note-link fw-bold">
                              {topic.note.action}
                            </ExternalLink>
                          </p>
                        )}
                        <ExternalLink href={topic.href} className="icon-move-right stretched-link text-sm fw-bold">
                          Read about {topic.title}
                          <span aria-hidden="true"> →</span>
                        </ExternalLink>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section aria-labelledby="callouts-title" className="py-5">
          <div className="container">
            <h2 id="callouts-title" className="text-center mb-4">
              Ready to apply?
            </h2>
            <ul className="row list-unstyled g-4 mb-0">
              {callOuts.map((callOut, index) => {
                const CallOutIcon = callOutIcons[index];
                return (
                  <li key={callOut.title} className="col-lg-4">
                    <article className={`card callout-card bg-gradient-${callOutColors[index]} h-100`}>
                      <div className="card-body p-4">
                        <CallOutIcon className="svg-icon mb-3 text-white" size={32} aria-hidden="true" focusable="false" />
                        <h3 className="h4 text-white">{callOut.title}</h3>
                        <p className="text-white-soft">{callOut.description}</p>
                        <ExternalLink href={callOut.href} className="btn btn-white btn-sm mb-0 stretched-link">
                          {callOut.action}
                        </ExternalLink>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ul>
            <div className="row justify-content-center mt-5">
              <div className="col-lg-8">
                <StaySafe />
              </div>
            </div>
            <p className="text-center text-sm mt-4 mb-0 disclaimer">{site.disclaimer}</p>
          </div>
        </section>
      </div>
      </main>
      <Footer />
    </>
  );
}
