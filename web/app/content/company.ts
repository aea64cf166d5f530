// Sample content of the company template pages: About and Pricing.
import { MdAutorenew, MdCloudDone, MdDevices, MdDownload, MdGroups, MdLock, MdMenuBook, MdSavings, MdSupportAgent, MdUpdate } from "react-icons/md";
import type { CounterCardProps } from "~/components/CounterCard";
import type { FaqItem } from "~/components/FaqAccordion";
import type { Feature } from "~/components/FeatureGrid";
import type { ThemeColor } from "~/components/kitProps";
import type { Billing, PricingPlan } from "~/components/PricingPlans";
import type { ReviewCardProps } from "~/components/ReviewCard";
import type { TeamCardProps } from "~/components/TeamCard";
import { href } from "~/paths";
import { unsplashPhoto } from "./photos";

// About.

/** The typed word of the hero and its timing (SPEC section 9). */
export const aboutTypedWords = ["team", "design", "tool"];
export const aboutTypedTiming = { typeSpeed: 90, backSpeed: 90, backDelay: 200, startDelay: 500, loop: true } as const;

export const aboutOffers: Feature[] = [
  {
    icon: MdMenuBook,
    color: "info",
    title: "Plain-English guides",
    text: "Every route to the UK explained step by step, with the jargon taken out.",
  },
  {
    icon: MdUpdate,
    color: "primary",
    title: "Dated and sourced",
    text: "Each route in the finder shows the day its facts were last reviewed and the official pages they come from.",
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

export const aboutTeam: TeamCardProps[] = [
  {
    image: unsplashPhoto("1438761681033-6461ffad8d80", 500),
    profile: { name: "Nadia Rahman", link: href("author") },
    position: { label: "Managing Director", color: "info" },
    description: "Moved to Leeds on a work visa herself, and started the guide she wished she had.",
  },
  {
    image: unsplashPhoto("1500648767791-00dcc994a43e", 500),
    profile: { name: "Oliver Grant", link: href("author") },
    position: { label: "Head of Content", color: "primary" },
    description: "Turns long official pages into short steps you can follow on a bus.",
  },
  {
    image: unsplashPhoto("1494790108377-be9c29b29330", 500),
    profile: { name: "Priya Desai", link: href("author") },
    position: { label: "Research Lead", color: "success" },
    description: "Checks every fee, date and form against the source before a page goes live.",
  },
  {
    image: unsplashPhoto("1507003211169-0a1dd7228f2d", 500),
    profile: { name: "Tomasz Nowak", link: href("author") },
    position: { label: "Product Designer", color: "warning" },
    description: "Draws the timelines and checklists, and tries them out with real readers.",
  },
];

/** The About counters and their timing (SPEC section 9). */
export const aboutCounters: CounterCardProps[] = [
  { count: 5234, title: "Projects", description: "Moves planned with our checklists, from the first form to the first day.", duration: 3000 },
  { count: 3400, suffix: "+", title: "Hours", description: "Spent reading official guidance so that you do not have to.", duration: 3000 },
  { count: 24, suffix: "/7", title: "Support", description: "Our guides are there whenever you need them, day or night.", duration: 4000 },
];

// Pricing.

export const pricingHeaderSlides: { image: string; title: string; text: string }[] = [
  {
    image: unsplashPhoto("1513635269975-59663e0ac1ad", 1600),
    title: "Plans that grow with you",
    text: "Start small, then add people and storage when you need them. You only pay for what you use.",
  },
  {
    image: unsplashPhoto("1486299267070-83823f5448dd", 1600),
    title: "Pay monthly or save yearly",
    text: "Switch between monthly and annual billing whenever you like: a year paid at once costs less.",
  },
  {
    image: unsplashPhoto("1506905925346-21bda4d32df4", 1600),
    title: "Try it before you buy",
    text: "Download a free sample first, and if the plan is not for you, ask for your money back within 30 days.",
  },
];

export const pricingFeatures: Feature[] = [
  { icon: MdCloudDone, color: "info", title: "Safe cloud storage", text: "Keep scans of passports, payslips and letters in one place, backed up every night." },
  { icon: MdGroups, color: "primary", title: "Room for the family", text: "Invite the people moving with you, so everyone sees the same checklist." },
  { icon: MdLock, color: "success", title: "Private by default", text: "Only the people you invite can see your documents, and you can remove them at any time." },
  { icon: MdSupportAgent, color: "warning", title: "Answers from people", text: "Ask a question and a member of our team replies within one working day." },
  { icon: MdAutorenew, color: "info", title: "Always up to date", text: "When a rule or a fee changes, the guides and your checklist change with it." },
  { icon: MdDownload, color: "dark", title: "Print or download", text: "Take your checklists and timelines to appointments as tidy PDF files." },
];

/** Monthly is shown first on this page (SPEC section 4). */
export const pricingBillings: Billing[] = [
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

export const pricingPlans: PricingPlan[] = planFacts.map((plan) => ({
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
export const lifetime = { price: 399, refundDays: 30, sample: "20MB" };
export const lifetimeIncludes = ["Every guide and checklist", "All future updates", "100GB cloud storage", "Unlimited team members"];

/** Member reviews, three to a slide. */
export const pricingReviewSlides: ReviewCardProps[][] = [
  [
    {
      image: unsplashPhoto("1494790108377-be9c29b29330", 200),
      name: "Lucía Fernández",
      date: "2 days ago",
      review: "The annual plan paid for itself in the first month: no more printing the same forms twice.",
      rating: 5,
    },
    {
      image: unsplashPhoto("1507003211169-0a1dd7228f2d", 200),
      name: "Samuel Mensah",
      date: "1 week ago",
      review: "Our family of four shared one Premium plan. Everyone knew which document was still missing.",
      rating: 5,
      variant: "gradient",
      color: "dark",
    },
    {
      image: unsplashPhoto("1438761681033-6461ffad8d80", 200),
      name: "Mei Lin",
      date: "3 weeks ago",
      review: "I started on Starter and moved up when my partner joined. The switch took a minute.",
      rating: 4,
    },
  ],
  [
    {
      image: unsplashPhoto("1500648767791-00dcc994a43e", 200),
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

export const pricingQuestions: FaqItem[] = [
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
