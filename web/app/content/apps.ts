// Sample content of the desktop-app landing page.
import { MdChecklist, MdCloudOff, MdLock, MdNotificationsActive } from "react-icons/md";
import type { Feature } from "~/components/FeatureGrid";
import type { Billing, PricingPlan } from "~/components/PricingPlans";
import type { ReviewCardProps } from "~/components/ReviewCard";
import { href } from "~/paths";
import { unsplashPhoto } from "./photos";

export const desktopAppFeatures: Feature[] = [
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

export const desktopAppReviews: ReviewCardProps[] = [
  {
    image: unsplashPhoto("1544005313-94ddf0286df2", 200),
    name: "Hannah Osei",
    date: "3 days ago",
    review: "The checklist turned a pile of papers into ten clear steps. I sent my spouse visa application a week early.",
    rating: 5,
  },
  {
    image: unsplashPhoto("1506794778202-cad84cf45f1d", 200),
    name: "Mateo Alvarez",
    date: "2 weeks ago",
    review: "The reminders saved me twice. I would have missed my biometrics appointment without them.",
    rating: 4.5,
    variant: "gradient",
    color: "dark",
  },
  {
    image: unsplashPhoto("1534528741775-53994a69daeb", 200),
    name: "Aiko Tanaka",
    date: "1 month ago",
    review: "Clear and calm. I read the settlement guide offline on my commute every morning.",
    rating: 4,
  },
];

/** Annual first on this page (SPEC section 4). */
export const desktopAppBillings: Billing[] = [
  { key: "annual", label: "Annual", charged: "year" },
  { key: "monthly", label: "Monthly", charged: "mo" },
];

const getStarted = (color: "dark" | "primary") => ({ route: href("signup-cover"), label: "Get started", color });

/** The four tiers, with their price for each billing. */
export const desktopAppPlans: PricingPlan[] = [
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
