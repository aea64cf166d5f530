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
    text: "Set up your first board, invite your team and learn the few steps that cover most days.",
  },
  {
    icon: MdManageAccounts,
    color: "info",
    title: "Account & billing",
    text: "Change your details, switch plans, download invoices or move a license to a colleague.",
  },
  {
    icon: MdBuild,
    color: "warning",
    title: "Troubleshooting",
    text: "Something not loading or not syncing? Work through the usual fixes before you write to us.",
  },
  {
    icon: MdLock,
    color: "success",
    title: "Privacy & security",
    text: "How your data is stored, who can see your boards, and how to keep your account safe.",
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
    question: "Why are my changes not showing for my team?",
    answer:
      "Changes usually appear for everyone within a few seconds. If they do not, check that you are online, then reload the board. The apps send offline changes as soon as the connection is back.",
  },
  {
    question: "Can I export my boards?",
    answer: "Yes. Open a board's menu and choose Export: you get a spreadsheet of every task, with its owner, dates and comments.",
  },
  {
    question: "How do I cancel my plan?",
    answer:
      "Go to Settings, then Billing, and choose Cancel plan. You keep full access until the end of the period you paid for, and your boards stay readable afterwards.",
  },
  {
    question: "Who can see my boards?",
    answer:
      "Only the people you invite. Each board has its own list of members, and you decide who can edit and who can only look.",
  },
];

export const helpContactFacts = [
  { icon: MdSchedule, text: "An answer within 24 hours" },
  { icon: MdSupportAgent, text: "From a person who knows the app" },
  { icon: MdLock, text: "Your details are used only to reply" },
];

// FAQ.

export const faqHighlights: Feature[] = [
  {
    icon: MdSchedule,
    color: "primary",
    title: "Answers in a minute",
    text: "The questions people ask most, answered in a few plain sentences each.",
  },
  {
    icon: MdForum,
    color: "info",
    title: "Real people behind them",
    text: "Every answer was written by the same team that reads and answers your messages.",
  },
  {
    icon: MdUpdate,
    color: "success",
    title: "Kept up to date",
    text: "When something changes in the app, the answers here change on the same day.",
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
        question: "What is Tasklane?",
        answer:
          "Tasklane is a shared task board for small teams. You plan the work in one place, see who is doing what, and get a quiet nudge before something is due.",
      },
      {
        question: "Do I need to install anything?",
        answer:
          "No. Tasklane runs in any up-to-date browser. The desktop and phone apps are optional and show the same boards.",
      },
      {
        question: "How do I invite my team?",
        answer:
          "Open Team in the menu, type your colleagues' email addresses and press Invite. Each person gets a link that stays valid for seven days.",
      },
      {
        question: "Can I try it before I pay?",
        answer: "Yes. Every plan starts with a 14-day trial, and you do not need a card to begin.",
      },
      {
        question: "Does it work without an internet connection?",
        answer:
          "The desktop and phone apps keep a copy of your boards. Changes you make offline are saved and sent as soon as you are back online.",
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
        question: "Can I choose which notifications I get?",
        answer:
          "Yes. In Settings, then Notifications, you can turn each kind of message on or off, or pick a single daily summary instead.",
      },
      {
        question: "How do I delete my account?",
        answer:
          "Go to Settings, then Account, and choose Delete account. Your boards and files are erased for good within 30 days.",
      },
    ],
  },
  {
    id: "licenses",
    title: "Licenses",
    items: [
      {
        question: "Which license do I need?",
        answer:
          "One license for each person who creates or edits tasks. People who only look at boards, such as clients, join for free.",
      },
      {
        question: "Can I move a license to a colleague?",
        answer:
          "Yes, whenever you like, from the Team page. The work of the person who leaves stays on the board with their name on it.",
      },
      {
        question: "Are there discounts for charities and schools?",
        answer: (
          <p className="mb-0">
            Yes: registered charities and schools pay half price. <Link to={href("contactus")}>Write to us</Link> with your
            registration number and we will set it up.
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
