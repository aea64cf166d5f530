import { FaCheck } from "react-icons/fa6";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BrandStrip } from "~/components/BrandStrip";
import { Carousel, type CarouselSlide } from "~/components/Carousel";
import { FaqSection } from "~/components/FaqSection";
import { FeatureGrid } from "~/components/FeatureGrid";
import { HeroText } from "~/components/HeroText";
import { PageCard } from "~/components/PageCard";
import { PageSection } from "~/components/PageSection";
import { PhotoHeader } from "~/components/PhotoHeader";
import { PricingPlans } from "~/components/PricingPlans";
import { ReviewGrid } from "~/components/ReviewGrid";
import {
  lifetime,
  lifetimeIncludes,
  pricingBillings,
  pricingFeatures,
  pricingHeaderSlides,
  pricingPlans,
  pricingQuestions,
  pricingReviewSlides,
} from "~/content/company";
import { pageMeta } from "~/shell/meta";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("pricing");

const slides: CarouselSlide[] = pricingHeaderSlides.map(({ image, title, text }) => ({
  key: title,
  content: (
    <PhotoHeader image={image} className="pricing-slide">
      <HeroText title={title} lead={text} headingAs="h2" titleClassName="pricing-slide-title" />
    </PhotoHeader>
  ),
}));

const reviewSlides: CarouselSlide[] = pricingReviewSlides.map((reviews) => ({
  key: reviews[0].name,
  content: <ReviewGrid reviews={reviews} />,
}));

export default function Pricing() {
  return (
    <>
      <div className="pricing-header">
        <h1 className="pricing-header-title">Plans and pricing</h1>
        <Carousel slides={slides} label="Why our plans" controls="overlay" className="pricing-carousel" />
      </div>

      <PageCard className="pricing-card">
        <PageSection id="pricing-features-title" title="Everything in every plan" lead="Whichever plan you choose, these come as standard.">
          <FeatureGrid features={pricingFeatures} columns="col-sm-6 col-lg-4" align="center" gutter="gy-5" />
        </PageSection>

        <PageSection
          id="pricing-plans-title"
          title="Pick the best plan for you"
          lead="Pay each month, or once a year and save. Every plan can be changed later."
          introClassName="mb-4"
        >
          <PricingPlans plans={pricingPlans} billings={pricingBillings} defaultBilling="monthly" titleAs="h3" />
        </PageSection>

        <section aria-labelledby="pricing-lifetime-title" className="py-5">
          <div className="container">
            <article className="card lifetime-card">
              <div className="row g-0">
                <div className="col-lg-8">
                  <div className="card-body p-4 p-lg-5">
                    <h2 id="pricing-lifetime-title" className="h3">
                      Lifetime membership
                    </h2>
                    <p className="text-soft">
                      Pay once and keep every guide, checklist and update for as long as you need them, however long your move
                      takes.
                    </p>
                    <h3 className="lifetime-includes-title">What is included</h3>
                    <ul className="row list-unstyled mb-0">
                      {lifetimeIncludes.map((item) => (
                        <li key={item} className="col-md-6 lifetime-include">
                          <FaCheck aria-hidden="true" focusable="false" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <div className="col-lg-4">
                  <div className="lifetime-offer bg-gradient-dark h-100 text-center">
                    <p className="lifetime-offer-title mb-2">Pay once, own it forever</p>
                    <p className="price mb-3">
                      <span className="price-currency">$</span>
                      {lifetime.price}
                      <span className="price-charged">one-time</span>
                    </p>
                    <Link to={href("signup-cover")} className="btn bg-gradient-primary w-100 mb-3">
                      Get access
                    </Link>
                    <p className="text-sm mb-1">{lifetime.refundDays}-day money-back refund</p>
                    <p className="text-sm mb-0">
                      <Link to={href("signup-cover")} className="lifetime-sample-link">
                        Get a free sample ({lifetime.sample})
                      </Link>
                    </p>
                  </div>
                </div>
              </div>
            </article>
          </div>
        </section>

        <PageSection
          id="pricing-reviews-title"
          title="Trusted by thousands of newcomers"
          lead="What members say about their plans. Sample reviews from invented people."
          introClassName="mb-4"
        >
          <Carousel slides={reviewSlides} label="Member reviews" slideNoun="review" className="pricing-reviews" />
        </PageSection>

        <section className="py-5">
          <div className="container text-center">
            <BrandStrip title="Chosen by teams at" titleAs="h2" />
          </div>
        </section>

        <FaqSection id="pricing-faq-title" items={pricingQuestions} lead="About plans, billing and refunds." />
      </PageCard>
    </>
  );
}
