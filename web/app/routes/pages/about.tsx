import { useId, useState } from "react";
import { MdMailOutline, MdTravelExplore } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BrandStrip, sampleBrands } from "~/components/BrandStrip";
import { Button } from "~/components/Button";
import { CardGrid } from "~/components/CardGrid";
import { CounterCard } from "~/components/CounterCard";
import { DemoForm } from "~/components/DemoForm";
import { ExternalLink } from "~/components/ExternalLink";
import { FeatureGrid } from "~/components/FeatureGrid";
import { HeroText } from "~/components/HeroText";
import { Input } from "~/components/Input";
import { PageCard } from "~/components/PageCard";
import { PhotoHeader } from "~/components/PhotoHeader";
import { RotatingCard } from "~/components/RotatingCard";
import { SectionIntro } from "~/components/SectionIntro";
import { SocialIcon } from "~/shell/SocialIcon";
import { TeamCard } from "~/components/TeamCard";
import { TypedText, TypedTextToggle } from "~/components/TypedText";
import { aboutCounters, aboutOffers, aboutTeam, aboutTypedTiming, aboutTypedWords } from "~/content/company";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { site, socialHeading, socialLinks } from "~/content/site";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("about");

export default function About() {
  const [typingPaused, setTypingPaused] = useState(false);
  const socialsTitleId = useId();

  return (
    <>
      <PhotoHeader image={unsplashPhoto("1522202176988-66273c2fd55f", 1600)} className="about-hero">
        <HeroText
          title={
            <>
              Work with an amazing <TypedText className="about-typed" strings={aboutTypedWords} {...aboutTypedTiming} paused={typingPaused} />
            </>
          }
          lead="We are a small team that turns the official rules into plain steps, so moving to the UK feels like a plan and not a puzzle."
          titleClassName="hero-title"
          leadClassName="about-hero-lead"
          columns="col-lg-10 col-xl-9"
        >
          <div className="d-flex flex-wrap justify-content-center align-items-center gap-3">
            <Link to={href("signup-cover")} className="btn btn-white mb-0">
              Create Account
            </Link>
            <TypedTextToggle paused={typingPaused} onToggle={setTypingPaused} tone="light" />
          </div>
          <p id={socialsTitleId} className="about-socials-title text-white mt-5 mb-2">
            {socialHeading}
          </p>
          <ul className="about-socials list-unstyled d-flex justify-content-center gap-2 mb-0" aria-labelledby={socialsTitleId}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <ExternalLink href={social.href} className="about-social-link">
                  <SocialIcon network={social.network} size={20} />
                  <span className="visually-hidden">{`${site.socialOwner} on ${social.label}`}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </HeroText>
      </PhotoHeader>

      <PageCard className="about-card">
        <section aria-labelledby="about-offer-title" className="py-5">
          <div className="container">
            <div className="row align-items-center gy-5">
              <div className="col-lg-6">
                <SectionIntro
                  id="about-offer-title"
                  title="What we do"
                  lead="Everything you need to plan a move, in one place and in plain words."
                  align="start"
                  className="mb-4"
                />
                <FeatureGrid features={aboutOffers} columns="col-sm-6" gutter="gy-4" />
              </div>
              <div className="col-lg-5 col-xl-4 ms-auto">
                <div className="about-rotating-card mx-auto">
                  <RotatingCard
                    front={{
                      image: unsplashPhoto("1513635269975-59663e0ac1ad", 800),
                      icon: <MdTravelExplore />,
                      label: "Our promise",
                      title: "Feel at home sooner",
                      description: "Clear steps for every route to the UK, from the first form to your first day.",
                    }}
                    back={{
                      image: unsplashPhoto("1486299267070-83823f5448dd", 800),
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
            <CardGrid items={aboutTeam} itemKey={(member) => member.profile.name} columns="col-lg-6">
              {(member) => <TeamCard {...member} titleAs="h3" />}
            </CardGrid>
          </div>
        </section>

        <section className="py-5">
          <div className="container text-center">
            <BrandStrip brands={sampleBrands.slice(0, 4)} title="Trusted by teams at" titleAs="h2" height={30} />
          </div>
        </section>

        <section aria-labelledby="about-numbers-title" className="pb-5">
          <h2 id="about-numbers-title" className="visually-hidden">
            Our work in numbers
          </h2>
          <div className="container">
            <ul className="row justify-content-center list-unstyled mb-0">
              {aboutCounters.map((counter, index) => (
                <li key={counter.title} className={`col-md-4 position-relative${index > 0 ? " counter-divider" : ""}`}>
                  <CounterCard {...counter} color="info" titleAs="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="about-newsletter-title" className="pt-3 pb-5">
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
      </PageCard>
    </>
  );
}
