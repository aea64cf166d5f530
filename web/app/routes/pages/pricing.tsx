import { FaCheck } from "react-icons/fa6";
import { MdAutorenew, MdCloudDone, MdDownload, MdGroups, MdLock, MdSupportAgent } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BrandStrip } from "~/components/BrandStrip";
import { Carousel, type CarouselSlide } from "~/components/Carousel";
import { FaqAccordion, type FaqItem } from "~/components/FaqAccordion";
import { FeatureHighlight, type FeatureHighlightProps } from "~/components/FeatureHighlight";
import { Footer } from "~/components/Footer";
import type { ThemeColor } from "~/components/kitProps";
import { Navbar } from "~/components/Navbar";
import { PhotoHeader } from "~/components/PhotoHeader";
import { PricingPlans, type Billing, type PricingPlan } from "~/components/PricingPlans";
import { ReviewCard, type ReviewCardProps } from "~/components/ReviewCard";
import { pageMeta } from "~/content/meta";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("pricing");

const photo = (id: string, width: number) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=70`;

const headerSlides: { image: string; title: string; text: string }[] = [
  {
    image: photo("1513635269975-59663e0ac1ad", 1600),
    title: "Plans that grow with you",
    text: "Start small, then add people and storage when you need them. You only pay for what you use.",
  },
  {
    image: photo("1486299267070-83823f5448dd", 1600),
    title: "Pay monthly or save yearly",
    text: "Switch between monthly and annual billing whenever you like: a year paid at once costs less.",
  },
  {
    image: photo("1506905925346-21bda4d32df4", 1600),
    title: "Try it before you buy",
    text: "Download a free sample first, and if the plan is not for you, ask for your money back within 30 days.",
  },
];

const slides: CarouselSlide[] = headerSlides.map(({ image, title, text }) => ({
  key: title,
  content: (
    <PhotoHeader image={image} className="pricing-slide">
      <div className="row justify-content-center text-center">
        <div className="col-lg-8">
          <h2 className="pricing-slide-title text-white mb-3">{title}</h2>
          <p className="lead text-white-soft mb-0">{text}</p>
        </div>
      </div>
    </PhotoHeader>
  ),
}));

const features: (Omit<FeatureHighlightProps, "children" | "headingAs"> & { text: string })[] = [
  { icon: MdCloudDone, color: "info", title: "Safe cloud storage", text: "Keep scans of passports, payslips and letters in one place, backed up every night." },
  { icon: MdGroups, color: "primary", title: "Room for the family", text: "Invite the people moving with you, so everyone sees the same checklist." },
  { icon: MdLock, color: "success", title: "Private by default", text: "Only the people you invite can see your documents, and you can remove them at any time." },
  { icon: MdSupportAgent, color: "warning", title: "Answers from people", text: "Ask a question and a member of our team replies within one working day." },
  { icon: MdAutorenew, color: "info", title: "Always up to date", text: "When a rule or a fee changes, the guides and your checklist change with it." },
  { icon: MdDownload, color: "dark", title: "Print or download", text: "Take your checklists and timelines to appointments as tidy PDF files." },
];

/** Monthly is shown first on this page (SPEC section 4). */
const billings: Billing[] = [
  { key: "monthly", label: "Monthly", charged: "mo" },
  { key: "annual", label: "Annual", charged: "year" },
];

const extras = ["Email support", "Printable checklists", "Priority answers"];
const planAction = (name: string) => ({ route: href("signup-cover"), label: "Join", color: name === "Premium" ? "primary" : "dark" }) as const;

interface PlanFacts {
  name: string;
  color: ThemeColor;
  monthly: number;
  annual: number;
  storage: string;
  members: string;
  /** Whether the plan includes each of the extras. */
  extras: boolean[];
}

/** Prices, storage and team sizes of the three plans (SPEC section 9). */
const planFacts: PlanFacts[] = [
  { name: "Starter", color: "secondary", monthly: 59, annual: 119, storage: "20GB", members: "2", extras: [true, false, false] },
  { name: "Premium", color: "primary", monthly: 89, annual: 159, storage: "40GB", members: "10", extras: [true, true, false] },
  { name: "Enterprise", color: "info", monthly: 99, annual: 399, storage: "100GB", members: "Unlimited", extras: [true, true, true] },
];

const plans: PricingPlan[] = planFacts.map((plan) => ({
  name: plan.name,
  color: plan.color,
  prices: { monthly: plan.monthly, annual: plan.annual },
  specifications: [
    `${plan.storage} cloud storage`,
    `${plan.members} team members`,
    ...extras.map((label, index) => ({ label, includes: plan.extras[index] })),
  ],
  action: planAction(plan.name),
}));

/** The lifetime membership's figures (SPEC section 9). */
const lifetime = { price: 399, refundDays: 30, sample: "20MB" };
const lifetimeIncludes = ["Every guide and checklist", "All future updates", "100GB cloud storage", "Unlimited team members"];

const reviews: ReviewCardProps[][] = [
  [
    {
      image: photo("1494790108377-be9c29b29330", 200),
      name: "Lucía Fernández",
      date: "2 days ago",
      review: "The annual plan paid for itself in the first month: no more printing the same forms twice.",
      rating: 5,
    },
    {
      image: photo("1507003211169-0a1dd7228f2d", 200),
      name: "Samuel Mensah",
      date: "1 week ago",
      review: "Our family of four shared one Premium plan. Everyone knew which document was still missing.",
      rating: 5,
      variant: "gradient",
      color: "dark",
    },
    {
      image: photo("1438761681033-6461ffad8d80", 200),
      name: "Mei Lin",
      date: "3 weeks ago",
      review: "I started on Starter and moved up when my partner joined. The switch took a minute.",
      rating: 4,
    },
  ],
  [
    {
      image: photo("1500648767791-00dcc994a43e", 200),
      name: "Arjun Patel",
      date: "1 month ago",
      review: "The free sample showed me exactly what I would get. I bought the lifetime plan the same day.",
      rating: 5,
    },
    {
      name: "Hanna Berg",
      date: "1 month ago",
      review: "A question about my visa dates was answered the next morning, in words I could understand.",
      rating: 4.5,
      variant: "gradient",
      color: "dark",
    },
    {
      name: "Diego Rossi",
      date: "2 months ago",
      review: "We run a small agency and the Enterprise plan keeps every client's move in order.",
      rating: 4,
    },
  ],
];

const reviewSlides: CarouselSlide[] = reviews.map((group) => ({
  key: group[0].name,
  content: (
    <ul className="row g-4 list-unstyled mb-0">
      {group.map((review) => (
        <li key={review.name} className="col-lg-4">
          {/* On white cards, the stars take the warm colour. */}
          <ReviewCard color="warning" {...review} />
        </li>
      ))}
    </ul>
  ),
}));

const questions: FaqItem[] = [
  {
    question: "Can I change my plan later?",
    answer: "Yes. Move up or down whenever you like: the new price starts with your next bill, and nothing you saved is lost.",
  },
  {
    question: "What is the difference between monthly and annual billing?",
    answer: "Monthly plans are charged every month and can be stopped at any time. Annual plans are paid once a year and cost less overall.",
  },
  {
    question: "How does the 30-day refund work?",
    answer: "If a plan is not right for you, write to us within 30 days of paying and we send the whole amount back. No questions asked.",
  },
  {
    question: "Can I try it before I pay?",
    answer: "Yes: download the free 20MB sample, with a full guide and its checklist, to see exactly what the plans include.",
  },
  {
    question: "Which payment methods do you accept?",
    answer: "All major debit and credit cards. Annual and lifetime plans can also be paid by bank transfer; we send an invoice on request.",
  },
];

export default function Pricing() {
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <div className="pricing-header">
          <h1 className="pricing-header-title">Plans and pricing</h1>
          <Carousel slides={slides} label="Why our plans" controls="overlay" className="pricing-carousel" />
        </div>

        <div className="card card-body blur shadow-blur mx-3 mx-md-4 mt-n6 landing-card pricing-card">
          <section aria-labelledby="pricing-features-title" className="py-5">
            <div className="container">
              <div className="row justify-content-center text-center mb-5">
                <div className="col-lg-7">
                  <h2 id="pricing-features-title">Everything in every plan</h2>
                  <p className="section-lead mb-0">Whichever plan you choose, these come as standard.</p>
                </div>
              </div>
              <ul className="row gy-5 list-unstyled mb-0">
                {features.map(({ text, ...feature }) => (
                  <li key={feature.title} className="col-sm-6 col-lg-4">
                    <FeatureHighlight {...feature} align="center">
                      <p className="mb-0">{text}</p>
                    </FeatureHighlight>
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <section aria-labelledby="pricing-plans-title" className="py-5">
            <div className="container">
              <div className="row justify-content-center text-center mb-4">
                <div className="col-lg-7">
                  <h2 id="pricing-plans-title">Pick the best plan for you</h2>
                  <p className="section-lead mb-0">Pay each month, or once a year and save. Every plan can be changed later.</p>
                </div>
              </div>
              <PricingPlans plans={plans} billings={billings} defaultBilling="monthly" titleAs="h3" />
            </div>
          </section>

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

          <section aria-labelledby="pricing-reviews-title" className="py-5">
            <div className="container">
              <div className="row justify-content-center text-center mb-4">
                <div className="col-lg-7">
                  <h2 id="pricing-reviews-title">Trusted by thousands of newcomers</h2>
                  <p className="section-lead mb-0">What members say about their plans. Sample reviews from invented people.</p>
                </div>
              </div>
              <Carousel slides={reviewSlides} label="Member reviews" slideNoun="review" className="pricing-reviews" />
            </div>
          </section>

          <section className="py-5">
            <div className="container text-center">
              <BrandStrip title="Chosen by teams at" titleAs="h2" />
            </div>
          </section>

          <section aria-labelledby="pricing-faq-title" className="py-5">
            <div className="container">
              <div className="row justify-content-center">
                <div className="col-lg-9">
                  <h2 id="pricing-faq-title" className="text-center mb-2">
                    Frequently asked questions
                  </h2>
                  <p className="section-lead text-center mb-4">About plans, billing and refunds.</p>
                  <FaqAccordion items={questions} headingAs="h3" />
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
