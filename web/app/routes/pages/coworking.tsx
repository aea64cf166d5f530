import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BookingCard } from "~/components/BookingCard";
import { CardGrid } from "~/components/CardGrid";
import { CounterCard } from "~/components/CounterCard";
import { PageCard } from "~/components/PageCard";
import { PageSection } from "~/components/PageSection";
import { Photo } from "~/components/Photo";
import { PhotoHeader } from "~/components/PhotoHeader";
import { ReviewGrid } from "~/components/ReviewGrid";
import { SectionIntro } from "~/components/SectionIntro";
import { coworkingFeatures, coworkingFigures, coworkingReviews, coworkingSpaces } from "~/content/landing";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { useBodyClass } from "~/shell/useBodyClass";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("coworking");

export default function Coworking() {
  useBodyClass("coworking");
  return (
    <>
      <PhotoHeader image={unsplashPhoto("1497366216548-37526070297c", 1600)} className="landing-hero coworking-hero">
        <div className="row">
          <div className="col-lg-7 col-md-9">
            <p className="hero-eyebrow">Work among friends</p>
            <h1 className="hero-title text-white mb-3">A desk, a door and a community</h1>
            <p className="lead text-white-soft mb-4">
              Bright rooms, good coffee and neighbours who get things done. Drop in for a day or make it your home base.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <a className="btn bg-gradient-primary mb-0" href="#coworking-places-title">
                See the spaces
              </a>
              <Link className="btn btn-white mb-0" to={href("contactus")}>
                Book a visit
              </Link>
            </div>
          </div>
        </div>
      </PhotoHeader>

      <PageCard>
        <section aria-labelledby="coworking-info-title" className="container py-5">
          <div className="row gy-5 align-items-center">
            <div className="col-lg-6">
              <SectionIntro
                id="coworking-info-title"
                eyebrow="Everything included"
                title="Bring your laptop; we take care of the rest"
                lead="Every membership comes with the things that make a working day easy, so you can think about your work and nothing else."
                align="start"
                className="mb-4"
              />
              <ul className="row list-unstyled gy-4 mb-0">
                {coworkingFeatures.map(({ icon: Icon, color, title, text }) => (
                  <li key={title} className="col-sm-6 d-flex gap-3">
                    <span className={`icon-shape bg-gradient-${color} flex-shrink-0`} aria-hidden="true">
                      <Icon size={22} focusable="false" />
                    </span>
                    <div>
                      <h3 className="feature-title mt-0">{title}</h3>
                      <p className="feature-text">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-5 col-md-8 mx-auto me-lg-0">
              <div className="feature-photo">
                <Photo src={unsplashPhoto("1522202176988-66273c2fd55f")} alt="Four colleagues talking around a laptop" width={800} height={1000} />
                <div className="feature-photo-caption blur shadow-blur">
                  <p className="fw-bold mb-1">Events every week</p>
                  <p className="text-sm mb-0">Breakfasts, talks and a Friday lunch to meet your neighbours.</p>
                </div>
              </div>
            </div>
          </div>
        </section>

        <PageSection
          id="coworking-places-title"
          eyebrow="Our spaces"
          title="Pick the way you like to work"
          lead="From a seat for the day to an office for your whole team."
        >
          <CardGrid items={coworkingSpaces} itemKey={(space) => space.title} columns="col-md-6 col-lg-4" className="gy-5 gx-4 mb-0 coworking-places">
            {(space) => <BookingCard {...space} />}
          </CardGrid>
        </PageSection>

        <PageSection id="coworking-reviews-title" eyebrow="Members" title="Why people work here">
          <ReviewGrid reviews={coworkingReviews} />
        </PageSection>

        <section aria-labelledby="coworking-about-title" className="container py-5">
          <div className="row gy-4 align-items-center">
            <div className="col-lg-4">
              <SectionIntro
                id="coworking-about-title"
                eyebrow="About us"
                title="Built by people who used to work alone"
                lead="We opened our first space after years of kitchen tables and noisy cafés. Today our members share ideas, clients and the occasional cake."
                align="start"
                className="mb-0"
              />
            </div>
            <div className="col-lg-8">
              <CardGrid items={coworkingFigures} itemKey={(figure) => figure.title} columns="col-md-4">
                {(figure) => <CounterCard {...figure} color="primary" titleAs="h3" />}
              </CardGrid>
            </div>
          </div>
        </section>
      </PageCard>
    </>
  );
}
