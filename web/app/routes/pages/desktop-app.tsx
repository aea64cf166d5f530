import { useState } from "react";
import type { MetaFunction } from "react-router";
import { Button } from "~/components/Button";
import { FeatureGrid } from "~/components/FeatureGrid";
import { PageCard } from "~/components/PageCard";
import { PageSection } from "~/components/PageSection";
import { PhotoHeader } from "~/components/PhotoHeader";
import { PricingPlans } from "~/components/PricingPlans";
import { ReviewGrid } from "~/components/ReviewGrid";
import { desktopAppBillings, desktopAppFeatures, desktopAppPlans, desktopAppReviews } from "~/content/apps";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";

export const meta: MetaFunction = () => pageMeta("desktop-app");

/** What the download button says: there is no app to download. */
const downloadDemoMessage = "This is a demo: there is nothing to download.";

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
      <PhotoHeader image={unsplashPhoto("1498050108023-c5249f4df085", 1600)} className="desktop-app-hero">
        <div className="row align-items-center gy-5">
          <div className="col-lg-6 col-md-10">
            <p className="hero-eyebrow">The guide, on your desktop</p>
            <h1 className="desktop-app-title text-white mb-3">Every form, date and document in one place</h1>
            <p className="lead text-white-soft mb-4">
              Keep your visa papers, deadlines and checklists together on your computer, and read every guide even when you are
              offline.
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
      </PhotoHeader>

      <PageCard>
        <PageSection
          id="desktop-app-features-title"
          eyebrow="Why the app"
          title="Less paperwork stress, more time to plan"
          lead="Four things it does for you from the day you install it."
        >
          <FeatureGrid features={desktopAppFeatures} columns="col-md-6 col-lg-3" align="center" gutter="gy-5" />
        </PageSection>

        <PageSection id="desktop-app-reviews-title" eyebrow="Reviews" title="Loved by people on the move" lead="What people told us after their move.">
          <ReviewGrid reviews={desktopAppReviews} />
        </PageSection>

        <PageSection
          id="desktop-app-pricing-title"
          eyebrow="Pricing"
          title="Pick the plan that fits your move"
          lead="Pay once a year and save, or go month by month. Sample prices in dollars."
          className="py-5 desktop-app-pricing"
        >
          <PricingPlans plans={desktopAppPlans} billings={desktopAppBillings} defaultBilling="annual" titleAs="h3" />
        </PageSection>
      </PageCard>
    </>
  );
}
