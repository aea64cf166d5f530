/**
 * Site settings: everything an operator changes to rebrand the guide or point
 * it at their own provider lives here. Until an operator sets their own
 * provider, every topic links to the official GOV.UK page for it.
 * Every GOV.UK address here was checked against the page it should reach in November 2026;
 * settlement's address is GOV.UK's start page for it, /settle-in-the-uk (a smart answer listed among
 * GOV.UK's live pages in github.com/alphagov/frontend's README, read 6 December 2026).
 */
import { defaultSiteUrl } from "../../site-url";
import { href } from "../paths";

export interface Link {
  name: string;
  href: string;
}

export interface SocialLink {
  network: "facebook" | "twitter" | "instagram";
  label: string;
  href: string;
}

export interface VisaTopic {
  title: string;
  description: string;
  href: string;
  /** A second thing to know, with its own official page. */
  note?: { text: string; action: string; href: string };
}

export interface CallOut {
  title: string;
  description: string;
  action: string;
  href: string;
}

const govuk = "https://www.gov.uk";

export const site = {
  /** Where the site is published (set UKGUIDE_SITE_URL when building): canonical and share links use it. */
  url: typeof __SITE_URL__ === "string" ? __SITE_URL__ : defaultSiteUrl,
  brand: "UK Immigration Guide",
  tagline: "Full Guide on how to immigrate to the United Kingdom",
  /** Where "Get Advice" leads: the provider's site; by default, the official way to find a regulated adviser. */
  providerUrl: `${govuk}/find-an-immigration-adviser`,
  actionLabel: "Get Advice",
  /**
   * Whose social accounts the footer and About page link to: the Home Office's, until a provider sets
   * its own. While they are someone else's, every label names their owner, never "us".
   */
  socialOwner: "Home Office",
  description:
    "A plain-English guide to moving to the United Kingdom: visas, settlement and citizenship, with links to the official forms.",
  disclaimer:
    "This guide is general information, not legal advice. Check your own situation with the official sources or a regulated adviser.",
  /** The footer's line on what the site is: it must never read as an official service. */
  independence: "An independent guide, not a government service. Official guidance and applications are on GOV.UK.",
} as const;

/** The counter strip on the landing page: counts from 0 over 3000 ms. */
export const landingCounters = [
  { count: 150, suffix: "+", title: "Articles", description: "Step-by-step explanations of each route to the UK." },
  { count: 300, suffix: "+", title: "Links", description: "Hand-picked links to official guidance and services." },
  { count: 41, suffix: "+", title: "Online Forms", description: "Official forms you can complete and submit online." },
] as const;

export const visaTopics: VisaTopic[] = [
  {
    title: "Immigration",
    description: "An overview of the ways to come to the UK to work, study, join family or visit.",
    href: `${govuk}/browse/visas-immigration`,
  },
  {
    title: "British Citizenship",
    description: "Who can become a British citizen, and how to apply once you have settled.",
    href: `${govuk}/british-citizenship`,
  },
  {
    title: "Indefinite Leave to Remain",
    description: "Settle in the UK for good after living here on an eligible visa for long enough.",
    href: `${govuk}/settle-in-the-uk`,
  },
  {
    title: "Spouse Visa",
    description: "Join your husband, wife or civil partner who is British or settled in the UK.",
    href: `${govuk}/uk-family-visa/partner-spouse`,
  },
  {
    title: "Visitor Visa",
    description: "Come to the UK for up to six months for tourism, business trips or to see family.",
    href: `${govuk}/standard-visitor`,
    note: {
      // Who needs no ETA, as GOV.UK's ETA page lists them (checked 6 December 2026 against Advice NI's report of the scheme).
      text: "Visitors who need no visa now need an Electronic Travel Authorisation (ETA) before they travel, unless they are British or Irish, or already have a visa or permission to live, work or study in the UK (including EU settled or pre-settled status).",
      action: "Get an ETA",
      href: `${govuk}/eta`,
    },
  },
  {
    title: "Skilled Worker Visa",
    description: "Work in the UK for an approved employer in an eligible job with a sponsor licence.",
    href: `${govuk}/skilled-worker-visa`,
  },
  {
    title: "Global Talent Visa",
    description: "Work in the UK if you are a leader or potential leader in academia, research, arts or digital technology.",
    href: `${govuk}/global-talent`,
  },
];

export const callOuts: CallOut[] = [
  {
    title: "Getting Started",
    description: "Find out in a few questions whether you need a visa and which one fits your plans.",
    action: "Check if you need a visa",
    href: `${govuk}/check-uk-visa`,
  },
  {
    title: "Articles",
    description: "Read the guidance on every visa and settlement route, written by the people who decide.",
    action: "Browse the articles",
    href: `${govuk}/browse/visas-immigration`,
  },
  {
    title: "Official Immigration Forms",
    description: "Apply online for a visa to come to the UK, on the official service that starts every entry visa application.",
    action: "Go to the forms",
    href: `${govuk}/apply-to-come-to-the-uk`,
  },
];

/** The heading over the social links: "Find us on" only when the accounts are the site's own. */
export const socialHeading = (site.socialOwner as string) === site.brand ? "Find us on" : `The ${site.socialOwner} on social media (not this guide)`;

export const socialLinks: SocialLink[] = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/ukhomeoffice" },
  { network: "twitter", label: "Twitter", href: "https://twitter.com/ukhomeoffice" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/ukhomeoffice/" },
];

export const footerMenus: { name: string; items: Link[] }[] = [
  {
    name: "company",
    items: [
      // The guide's own pages: the footer speaks for the guide, not for UK Visas and Immigration.
      { name: "about us", href: href("about") },
      { name: "contact", href: href("contactus") },
      { name: "meeting", href: `${govuk}/find-an-immigration-adviser` },
      { name: "useful links", href: `${govuk}/browse/visas-immigration` },
    ],
  },
  {
    name: "immigration",
    items: [
      { name: "life in the UK test", href: `${govuk}/life-in-the-uk-test` },
      { name: "indefinite leave to remain", href: `${govuk}/settle-in-the-uk` },
      { name: "british citizenship", href: `${govuk}/british-citizenship` },
    ],
  },
  {
    name: "visas",
    items: [
      { name: "spouse", href: `${govuk}/uk-family-visa/partner-spouse` },
      { name: "skilled worker", href: `${govuk}/skilled-worker-visa` },
      { name: "EU settlement", href: `${govuk}/settled-status-eu-citizens-families` },
      { name: "student", href: `${govuk}/student-visa` },
      { name: "global talent", href: `${govuk}/global-talent` },
      { name: "visitor", href: `${govuk}/standard-visitor` },
      {
        name: "Ukraine schemes",
        // Homes for Ukraine, for people coming to the UK (the Family Scheme closed on 19 February 2024;
        // the Permission Extension scheme is for people already here).
        href: `${govuk}/guidance/apply-for-a-visa-under-the-ukraine-sponsorship-scheme`,
      },
      { name: "family members", href: `${govuk}/uk-family-visa` },
    ],
  },
];
