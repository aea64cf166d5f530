import { useState } from "react";
import type { IconType } from "react-icons";
import { MdChecklist, MdCloudOff, MdLock, MdNotificationsActive } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Button } from "~/components/Button";
import { FeatureHighlight } from "~/components/FeatureHighlight";
import { Footer } from "~/components/Footer";
import type { ThemeColor } from "~/components/kitProps";
import { Navbar } from "~/components/Navbar";
import { Photo } from "~/components/Photo";
import { PricingPlans, type Billing, type PricingPlan } from "~/components/PricingPlans";
import { ReviewCard, type ReviewCardProps } from "~/components/ReviewCard";
import { pageMeta } from "~/content/meta";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("desktop-app");

const photo = (id: string, width = 800) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=70`;

/** What the download button says: there is no app to download. */
const downloadDemoMessage = "This is a demo: there is nothing to download.";

const features: { icon: IconType; color: ThemeColor; title: string; text: string }[] = [
  {
    icon: MdChecklist,
    color: "primary",
    title: "A checklist for your visa",
    text: "Pick your route and get the list of documents it asks for, ticked off as you gather them.",
  },
  {
    icon: MdNotificationsActive,
    color: "info",
    title: "Reminders before deadlines",
    text: "A nudge a month, a week and a day before your visa, test or appointment dates.",
  },
  {
    icon: MdCloudOff,
    color: "success",
    title: "Works offline",
    text: "Every guide is saved on your computer, so you can read it on a train or a plane.",
  },
  {
    icon: MdLock,
    color: "dark",
    title: "Private by design",
    text: "Your papers stay on your own device, locked with a password only you know.",
  },
];

const reviews: ReviewCardProps[] = [
  {
    image: photo("1544005313-94ddf0286df2", 200),
    name: "Hannah Osei",
    date: "3 days ago",
    review: "The checklist turned a pile of papers into ten clear steps. I sent my spouse visa application a week early.",
    rating: 5,
    color: "warning",
  },
  {
    image: photo("1506794778202-cad84cf45f1d", 200),
    name: "Mateo Alvarez",
    date: "2 weeks ago",
    review: "The reminders saved me twice. I would have missed my biometrics appointment without them.",
    rating: 4.5,
    variant: "gradient",
    color: "dark",
  },
  {
    image: photo("1534528741775-53994a69daeb", 200),
    name: "Aiko Tanaka",
    date: "1 month ago",
    review: "Clear and calm. I read the settlement guide offline on my commute every morning.",
    rating: 4,
    color: "warning",
  },
];

/** Annual first on this page (SPEC section 4). */
const billings: Billing[] = [
  { key: "annual", label: "Annual", charged: "year" },
  { key: "monthly", label: "Monthly", charged: "mo" },
];

const getStarted = (color: "dark" | "primary") => ({ route: href("signup-cover"), label: "Get started", color });

/** The four tiers, with their price for each billing. */
const plans: PricingPlan[] = [
  {
    name: "Starter",
    color: "secondary",
    prices: { annual: 199, monthly: 19 },
    specifications: [
      "1 computer",
      "5GB document vault",
      "Checklists and reminders",
      { label: "Family sharing", includes: false },
      { label: "Priority support", includes: false },
    ],
    action: getStarted("dark"),
  },
  {
    name: "Pro",
    color: "info",
    prices: { annual: 299, monthly: 29 },
    specifications: [
      "3 computers",
      "20GB document vault",
      "Checklists and reminders",
      { label: "Family sharing", includes: false },
      "Priority support",
    ],
    action: getStarted("dark"),
  },
  {
    name: "Premium",
    color: "primary",
    prices: { annual: 499, monthly: 49 },
    specifications: ["5 computers", "100GB document vault", "Checklists and reminders", "Family sharing", "Priority support"],
    action: getStarted("primary"),
  },
  {
    name: "Enterprise",
    color: "dark",
    prices: { annual: 899, monthly: 89 },
    specifications: ["Unlimited computers", "1TB document vault", "Checklists and reminders", "Team workspaces", "A named adviser"],
    action: getStarted("dark"),
  },
];

/** Our own art: the app's window with a checklist and the next deadline. */
function AppWindowArt() {
  return (
    <svg className="desktop-app-art" viewBox="0 0 480 320" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="480" height="320" rx="18" fill="#fff" />
      <rect x="0" y="0" width="480" height="40" rx="18" fill="#f0f2f5" />
      <rect x="0" y="22" width="480" height="18" fill="#f0f2f5" />
      <circle cx="24" cy="20" r="6" fill="#f44335" />
      <circle cx="44" cy="20" r="6" fill="#fb8c00" />
      <circle cx="64" cy="20" r="6" fill="#4caf50" />
      <rect x="16" y="56" width="110" height="248" rx="12" fill="#f8f9fa" />
      {[0, 1, 2, 3, 4].map((row) => (
        <rect key={row} x="30" y={74 + row * 34} width={row === 0 ? 82 : 66} height="12" rx="6" fill={row === 0 ? "#d81b60" : "#d2d6da"} />
      ))}
      <rect x="142" y="56" width="322" height="150" rx="12" fill="#f8f9fa" />
      <rect x="160" y="72" width="140" height="14" rx="7" fill="#344767" />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(160 ${102 + row * 32})`}>
          <rect width="18" height="18" rx="5" fill={row < 2 ? "#43a047" : "#fff"} stroke={row < 2 ? "#43a047" : "#adb5bd"} strokeWidth="2" />
          {row < 2 && <path d="M4 9 l4 4 l7 -8" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />}
          <rect x="30" y="3" width={[190, 150, 210][row]} height="12" rx="6" fill="#d2d6da" />
        </g>
      ))}
      <rect x="142" y="220" width="154" height="84" rx="12" fill="url(#desktop-app-art-gradient)" />
      <rect x="158" y="238" width="70" height="10" rx="5" fill="#fff" opacity="0.7" />
      <rect x="158" y="258" width="110" height="22" rx="6" fill="#fff" />
      <rect x="310" y="220" width="154" height="84" rx="12" fill="#f8f9fa" />
      <circle cx="348" cy="262" r="22" fill="none" stroke="#d2d6da" strokeWidth="8" />
      <path d="M348 240 a22 22 0 1 1 -21 28" fill="none" stroke="#1a73e8" strokeWidth="8" strokeLinecap="round" />
      <rect x="384" y="248" width="62" height="10" rx="5" fill="#d2d6da" />
      <rect x="384" y="266" width="44" height="10" rx="5" fill="#d2d6da" />
      <defs>
        <linearGradient id="desktop-app-art-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e91e63" />
          <stop offset="1" stopColor="#ad1457" />
        </linearGradient>
      </defs>
    </svg>
  );
}

export default function DesktopApp() {
  const [downloadAsked, setDownloadAsked] = useState(false);
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <div className="page-header desktop-app-hero">
          <Photo src={photo("1498050108023-c5249f4df085", 1600)} alt="" width={1600} height={1067} fit="fill" loading="eager" />
          <span className="mask bg-gradient-dark" aria-hidden="true" />
          <div className="container">
            <div className="row align-items-center gy-5">
              <div className="col-lg-6 col-md-10">
                <p className="desktop-app-eyebrow">The guide, on your desktop</p>
                <h1 className="desktop-app-title text-white mb-3">Every form, date and document in one place</h1>
                <p className="lead text-white-soft mb-4">
                  Keep your visa papers, deadlines and checklists together on your computer, and read every guide even
                  when you are offline.
                </p>
                <div className="d-flex flex-wrap gap-2">
                  <Button variant="gradient" color="primary" className="mb-0" onClick={() => setDownloadAsked(true)}>
                    Download the app
                  </Button>
                  <a className="btn btn-outline-white mb-0" href="#desktop-app-pricing-title">
                    See the plans
                  </a>
                </div>
                <p className="desktop-app-download-status text-white mt-3 mb-0" role="status">
                  {downloadAsked ? downloadDemoMessage : ""}
                </p>
              </div>
              <div className="col-lg-6 d-none d-lg-block">
                <AppWindowArt />
              </div>
            </div>
          </div>
        </div>

        <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card">
          <section aria-labelledby="desktop-app-features-title" className="container py-5">
            <div className="text-center mx-auto mb-5 desktop-app-intro">
              <p className="section-eyebrow">Why the app</p>
              <h2 id="desktop-app-features-title" className="section-title">
                Less paperwork stress, more time to plan
              </h2>
              <p className="section-lead mb-0">Four things it does for you from the day you install it.</p>
            </div>
            <ul className="row list-unstyled gy-5 mb-0">
              {features.map((feature) => (
                <li key={feature.title} className="col-md-6 col-lg-3">
                  <FeatureHighlight icon={feature.icon} color={feature.color} title={feature.title} align="center">
                    <p className="mb-0">{feature.text}</p>
                  </FeatureHighlight>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="desktop-app-reviews-title" className="container py-5">
            <div className="text-center mx-auto mb-5 desktop-app-intro">
              <p className="section-eyebrow">Reviews</p>
              <h2 id="desktop-app-reviews-title" className="section-title">
                Loved by people on the move
              </h2>
              <p className="section-lead mb-0">What people told us after their move.</p>
            </div>
            <ul className="row list-unstyled g-4 align-items-center mb-0">
              {reviews.map((review) => (
                <li key={review.name} className="col-lg-4">
                  <ReviewCard {...review} />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="desktop-app-pricing-title" className="container py-5 desktop-app-pricing">
            <div className="text-center mx-auto mb-5 desktop-app-intro">
              <p className="section-eyebrow">Pricing</p>
              <h2 id="desktop-app-pricing-title" className="section-title">
                Pick the plan that fits your move
              </h2>
              <p className="section-lead mb-0">Pay once a year and save, or go month by month. Sample prices in dollars.</p>
            </div>
            <PricingPlans plans={plans} billings={billings} defaultBilling="annual" titleAs="h3" />
          </section>
        </div>
      </main>
      <Footer />
    </>
  );
}
