// Sample content of the support template pages: Help Center, FAQ and Privacy.
import type { ReactNode } from "react";
import { MdBuild, MdForum, MdLock, MdManageAccounts, MdRocketLaunch, MdSchedule, MdSupportAgent, MdUpdate } from "react-icons/md";
import { Link } from "react-router";
import type { FaqItem } from "~/components/FaqAccordion";
import type { Feature } from "~/components/FeatureGrid";
import { href } from "~/paths";
import { site } from "./site";

// Help Center.

export const helpTopics: Feature[] = [
  {
    icon: MdRocketLaunch,
    color: "primary",
    title: "Getting started",
    text: "Find the visa that fits your plans, then follow its guide step by step, from documents to decision.",
  },
  {
    icon: MdManageAccounts,
    color: "info",
    title: "Your account",
    text: "Change your details, keep your document checklists and choose which reminders you get.",
  },
  {
    icon: MdBuild,
    color: "warning",
    title: "Documents & forms",
    text: "Which documents each application asks for, how to translate them and where the official forms are.",
  },
  {
    icon: MdLock,
    color: "success",
    title: "Privacy & security",
    text: "What the guide keeps about you, who can see it, and how to keep your account safe.",
  },
];

export const helpQuestions: FaqItem[] = [
  {
    question: "How do I reset my password?",
    answer: (
      <p className="mb-0">
        Use the <Link to={href("resetpassword-cover")}>reset password page</Link> and type the email address you signed up
        with. The reset link arrives in at most 60 seconds.
      </p>
    ),
  },
  {
    question: "Which documents do I need for my application?",
    answer:
      "Each visa guide ends with a checklist of the documents that route usually asks for. The official guidance for your visa is the final word: the checklist links to it.",
  },
  {
    question: "Can I print or save my document checklist?",
    answer: "Yes. Open your checklist and choose Print, or save it as a PDF from the print dialog, with what you have ticked so far.",
  },
  {
    question: "How do I book an advice appointment?",
    answer:
      "Choose Get Advice at the top of any page. It leads to the official way to find a regulated immigration adviser, who can look at your own situation.",
  },
  {
    question: "Who can see my saved checklists?",
    answer: "Only you. Checklists are kept with your account and are never shared; you can delete them at any time.",
  },
];

export const helpContactFacts = [
  { icon: MdSchedule, text: "An answer within 24 hours" },
  { icon: MdSupportAgent, text: "From an editor of the guide" },
  { icon: MdLock, text: "Your details are used only to reply" },
];

// FAQ.

export const faqHighlights: Feature[] = [
  {
    icon: MdSchedule,
    color: "primary",
    title: "Answers in a minute",
    text: "The questions people planning a move ask most, answered in a few plain sentences each.",
  },
  {
    icon: MdForum,
    color: "info",
    title: "Real people behind them",
    text: "Every answer was written by the same editors who read and answer your messages.",
  },
  {
    icon: MdUpdate,
    color: "success",
    title: "Dated and sourced",
    text: "Each route in the finder shows when its facts were last reviewed and links the official pages behind them.",
  },
];

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export const faqGroups: FaqGroup[] = [
  {
    id: "basics",
    title: "Basics",
    items: [
      {
        question: `What is the ${site.brand}?`,
        answer:
          "A plain-English guide to moving to the United Kingdom: each visa, settlement and citizenship explained step by step, with links to the official guidance and forms.",
      },
      {
        question: "Is this legal advice?",
        answer:
          "No. The guide is general information. For advice on your own situation, speak to a regulated immigration adviser or solicitor.",
      },
      {
        question: "Which visa do I need?",
        answer:
          "It depends on why you are coming, for how long and your nationality. Start with the official visa check, then read the guide for the route it suggests.",
      },
      {
        question: "Does it cost anything to use the guide?",
        answer: "No. Reading the guide and keeping checklists are free; application fees are paid to the Home Office, never to us.",
      },
      {
        question: "How current is the information?",
        answer:
          "The route finder shows, for each route, the day its facts were last reviewed and the GOV.UK pages they come from. Rules change: always read the official guidance before you apply.",
      },
    ],
  },
  {
    id: "account-settings",
    title: "Account & Settings",
    items: [
      {
        question: "How do I change my email address?",
        answer:
          "Go to Settings, then Account, and type the new address. We send a confirmation link to it; the change takes effect once you open that link.",
      },
      {
        question: "I forgot my password. What now?",
        answer: (
          <p className="mb-0">
            Use the <Link to={href("resetpassword-cover")}>reset password page</Link>. The email with your reset link arrives
            in at most 60 seconds.
          </p>
        ),
      },
      {
        question: "Can I choose which reminders I get?",
        answer:
          "Yes. In Settings, then Reminders, you can turn each kind on or off, such as a note before your visa or document expires.",
      },
      {
        question: "How do I delete my account?",
        answer: "Go to Settings, then Account, and choose Delete account. Your checklists and notes are erased for good within 30 days.",
      },
    ],
  },
  {
    id: "licenses",
    title: "Licenses",
    items: [
      {
        question: "What is a sponsor licence?",
        answer:
          "The permission an employer or education provider needs from the Home Office before it can sponsor someone for a work or study visa.",
      },
      {
        question: "How do I know if an employer can sponsor me?",
        answer:
          "The Home Office publishes a register of licensed sponsors. Search it for the organisation's name before you rely on a job offer that needs sponsorship.",
      },
      {
        question: "Can I get help with my own application?",
        answer: (
          <p className="mb-0">
            The guide cannot act for you, but a regulated adviser can. <Link to={href("contactus")}>Write to us</Link> if a guide
            is unclear and we will improve it.
          </p>
        ),
      },
    ],
  },
];

// Privacy.

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

export const policySections: PolicySection[] = [
  {
    id: "introduction",
    title: "Introduction",
    body: (
      <>
        <p>
          {site.brand} is a free guide to moving to the United Kingdom. You can read every page without signing up: there are
          no accounts, no newsletters and nothing to buy. This policy explains, in plain words, what happens to information
          while you use the site.
        </p>
        <p>
          The short version: we do not ask who you are, we do not sell or share data about you, and the forms on the site send
          nothing anywhere. The sections below give the details.
        </p>
      </>
    ),
  },
  {
    id: "managing-your-information",
    title: "Managing Your Information",
    body: (
      <>
        <p>
          The forms you see on the site, such as the contact and newsletter forms, are there to show how a page could look.
          When you press their button, what you typed stays in your browser and is cleared when you leave the page. We never
          receive it.
        </p>
        <p>
          Like any website, our server notes each request it answers: the page asked for, the time and the address it came
          from. We use these short technical logs only to keep the site running and to spot abuse, and we delete them after 30
          days. We set no advertising or tracking cookies.
        </p>
        <p>
          Some photos are loaded from an image service, and links to official guidance take you to other sites. Those sites see
          your visit as they would any other, under their own privacy policies.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <>
        <p>
          Every page is sent over an encrypted connection. The site runs no third-party scripts or trackers, and it tells your
          browser to run nothing that we did not publish ourselves.
        </p>
        <p>
          We keep the software behind the site up to date and review it regularly. If you think you have found a security
          problem, please tell us through the <Link to={href("contactus")}>contact page</Link> and we will look into it
          straight away.
        </p>
      </>
    ),
  },
];
