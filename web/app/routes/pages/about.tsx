import { useId, useState } from "react";
import { MdDevices, MdMailOutline, MdMenuBook, MdSavings, MdTravelExplore, MdUpdate } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BrandStrip, type Brand } from "~/components/BrandStrip";
import { Button } from "~/components/Button";
import { CounterCard, type CounterCardProps } from "~/components/CounterCard";
import { DemoForm } from "~/components/DemoForm";
import { ExternalLink } from "~/components/ExternalLink";
import { FeatureHighlight, type FeatureHighlightProps } from "~/components/FeatureHighlight";
import { Footer } from "~/components/Footer";
import { Input } from "~/components/Input";
import { Navbar } from "~/components/Navbar";
import { PhotoHeader } from "~/components/PhotoHeader";
import { RotatingCard } from "~/components/RotatingCard";
import { SocialIcon } from "~/components/SocialIcon";
import { TeamCard, type TeamCardProps } from "~/components/TeamCard";
import { TypedText, TypedTextToggle } from "~/components/TypedText";
import { pageMeta } from "~/content/meta";
import { site, socialLinks } from "~/content/site";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("about");

const photo = (id: string, width: number) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=70`;

/** The typed word of the hero and its timing (SPEC section 9). */
const typedWords = ["team", "design", "tool"];
const typedTiming = { typeSpeed: 90, backSpeed: 90, backDelay: 200, startDelay: 500, loop: true } as const;

const offers: (Omit<FeatureHighlightProps, "children" | "headingAs"> & { text: string })[] = [
  {
    icon: MdMenuBook,
    color: "info",
    title: "Plain-English guides",
    text: "Every route to the UK explained step by step, with the jargon taken out.",
  },
  {
    icon: MdUpdate,
    color: "primary",
    title: "Checked every week",
    text: "We compare each page with the official rules and update it when they change.",
  },
  {
    icon: MdSavings,
    color: "success",
    title: "Free to read",
    text: "No paywall and no sign-up: read any guide from the first line to the last.",
  },
  {
    icon: MdDevices,
    color: "warning",
    title: "On any screen",
    text: "Read on your phone in a queue, or print a checklist to take to your appointment.",
  },
];

const team: TeamCardProps[] = [
  {
    image: photo("1438761681033-6461ffad8d80", 500),
    profile: { name: "Nadia Rahman", link: href("author") },
    position: { label: "Managing Director", color: "info" },
    description: "Moved to Leeds on a work visa herself, and started the guide she wished she had.",
  },
  {
    image: photo("1500648767791-00dcc994a43e", 500),
    profile: { name: "Oliver Grant", link: href("author") },
    position: { label: "Head of Content", color: "primary" },
    description: "Turns long official pages into short steps you can follow on a bus.",
  },
  {
    image: photo("1494790108377-be9c29b29330", 500),
    profile: { name: "Priya Desai", link: href("author") },
    position: { label: "Research Lead", color: "success" },
    description: "Checks every fee, date and form against the source before a page goes live.",
  },
  {
    image: photo("1507003211169-0a1dd7228f2d", 500),
    profile: { name: "Tomasz Nowak", link: href("author") },
    position: { label: "Product Designer", color: "warning" },
    description: "Draws the timelines and checklists, and tries them out with real readers.",
  },
];

const clients: Brand[] = [
  { name: "Quillmark", symbol: "leaf" },
  { name: "Orbitfield", symbol: "orbit" },
  { name: "Tidewell", symbol: "wave" },
  { name: "Kestrel Labs", symbol: "peak" },
];

/** The About counters and their timing (SPEC section 9). */
const counters: CounterCardProps[] = [
  { count: 5234, title: "Projects", description: "Moves planned with our checklists, from the first form to the first day.", duration: 3000 },
  { count: 3400, suffix: "+", title: "Hours", description: "Spent reading official guidance so that you do not have to.", duration: 3000 },
  { count: 24, suffix: "/7", title: "Support", description: "Our guides are there whenever you need them, day or night.", duration: 4000 },
];

export default function About() {
  const [typingPaused, setTypingPaused] = useState(false);
  const socialsTitleId = useId();

  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <PhotoHeader image={photo("1522202176988-66273c2fd55f", 1600)} className="about-hero">
          <div className="row justify-content-center text-center">
            <div className="col-lg-10 col-xl-9">
              <h1 className="about-hero-title text-white mb-3">
                Work with an amazing <TypedText className="about-typed" strings={typedWords} {...typedTiming} paused={typingPaused} />
              </h1>
              <p className="lead text-white-soft about-hero-lead mx-auto mb-4">
                We are a small team that turns the official rules into plain steps, so moving to the UK feels like a plan and not
                a puzzle.
              </p>
              <div className="d-flex flex-wrap justify-content-center align-items-center gap-3">
                <Link to={href("signup-cover")} className="btn btn-white mb-0">
                  Create Account
                </Link>
                <TypedTextToggle paused={typingPaused} onToggle={setTypingPaused} tone="light" />
              </div>
              <p id={socialsTitleId} className="about-socials-title text-white mt-5 mb-2">
                Find us on
              </p>
              <ul className="about-socials list-unstyled d-flex justify-content-center gap-2 mb-0" aria-labelledby={socialsTitleId}>
                {socialLinks.map((social) => (
                  <li key={social.network}>
                    <ExternalLink href={social.href} className="about-social-link">
                      <SocialIcon network={social.network} size={20} />
                      <span className="visually-hidden">{`${site.brand} on ${social.label}`}</span>
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </PhotoHeader>

        <div className="card card-body blur shadow-blur mx-3 mx-md-4 mt-n6 landing-card about-card">
          <section aria-labelledby="about-offer-title" className="py-5">
            <div className="container">
              <div className="row align-items-center gy-5">
                <div className="col-lg-6">
                  <h2 id="about-offer-title" className="mb-2">
                    What we do
                  </h2>
                  <p className="section-lead mb-4">Everything you need to plan a move, in one place and in plain words.</p>
                  <div className="row gy-4">
                    {offers.map(({ text, ...offer }) => (
                      <div key={offer.title} className="col-sm-6">
                        <FeatureHighlight {...offer}>
                          <p className="mb-0">{text}</p>
                        </FeatureHighlight>
                      </div>
                    ))}
                  </div>
                </div>
                <div className="col-lg-5 col-xl-4 ms-auto">
                  <div className="about-rotating-card mx-auto">
                    <RotatingCard
                      front={{
                        image: photo("1513635269975-59663e0ac1ad", 800),
                        icon: <MdTravelExplore />,
                        label: "Our promise",
                        title: "Feel at home sooner",
                        description: "Clear steps for every route to the UK, from the first form to your first day.",
                      }}
                      back={{
                        image: photo("1486299267070-83823f5448dd", 800),
                        title: "Discover more",
                        description: "Compare the plans, or create a free account to keep your checklists in one place.",
                        actions: [
                          { route: href("pricing"), label: "See the plans", color: "white" },
                          { route: href("signup-cover"), label: "Sign up", color: "white" },
                        ],
                      }}
                    />
                  </div>
                </div>
              </div>
            </div>
          </section>

          <section aria-labelledby="about-team-title" className="about-team">
            <div className="container">
              <div className="row mb-5">
                <div className="col-lg-7">
                  <h2 id="about-team-title" className="text-white">
                    The executive team
                  </h2>
                  <p className="text-white-soft mb-0">
                    Four people who have each made the move themselves, and who read every letter our readers send.
                  </p>
                </div>
              </div>
              <ul className="row g-4 list-unstyled mb-0">
                {team.map((member) => (
                  <li key={member.profile.name} className="col-lg-6">
                    <TeamCard {...member} titleAs="h3" />
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <section className="py-5">
            <div className="container text-center">
              <BrandStrip brands={clients} title="Trusted by teams at" titleAs="h2" height={30} />
            </div>
          </section>

          <section aria-labelledby="about-numbers-title" className="pb-5">
            <h2 id="about-numbers-title" className="visually-hidden">
              Our work in numbers
            </h2>
            <div className="container">
              <ul className="row justify-content-center list-unstyled mb-0">
                {counters.map((counter, index) => (
                  <li key={counter.title} className={`col-md-4 position-relative${index > 0 ? " counter-divider" : ""}`}>
                    <CounterCard {...counter} color="info" titleAs="h3" />
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <section aria-labelledby="about-newsletter-title" className="py-5">
            <div className="container">
              <div className="row align-items-center gy-4">
                <div className="col-md-7 col-lg-6">
                  <h2 id="about-newsletter-title">Be the first to see the news</h2>
                  <p className="mb-4">
                    One short email a week with new guides, the rule changes that matter and tips from people who have made the move.
                  </p>
                  <DemoForm className="about-newsletter-form">
                    <div className="row g-3 align-items-end">
                      <div className="col-sm-8">
                        <Input variant="outline" type="email" name="email" label="Email" autoComplete="email" required />
                      </div>
                      <div className="col-sm-4">
                        <Button type="submit" variant="gradient" color="info" className="w-100 mb-0">
                          Subscribe
                        </Button>
                      </div>
                    </div>
                  </DemoForm>
                </div>
                <div className="col-md-5 ms-auto d-none d-md-block">
                  <div className="newsletter-art" aria-hidden="true">
                    <MdMailOutline size={96} focusable="false" />
                  </div>
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
