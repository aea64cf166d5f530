import { MdForum, MdSchedule, MdUpdate } from "react-icons/md";
import { Link, type MetaFunction } from "react-router";
import { FaqAccordion, type FaqItem } from "~/components/FaqAccordion";
import { FeatureHighlight, type FeatureHighlightProps } from "~/components/FeatureHighlight";
import { Footer } from "~/components/Footer";
import { LastModified } from "~/components/LastModified";
import { Navbar } from "~/components/Navbar";
import { PhotoHeader } from "~/components/PhotoHeader";
import { pageMeta } from "~/content/meta";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("faq");

const headerPhoto = "https://images.unsplash.com/photo-1517245386807-bb43f82c33c4?auto=format&fit=crop&w=1600&q=70";

const highlights: (Pick<FeatureHighlightProps, "icon" | "color" | "title"> & { text: string })[] = [
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

interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

const groups: FaqGroup[] = [
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

export default function Faq() {
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <PhotoHeader image={headerPhoto} className="support-header">
          <div className="row justify-content-center text-center">
            <div className="col-lg-7">
              <h1 className="text-white mb-3">Frequently asked questions</h1>
              <p className="lead text-white-soft mb-0">Quick answers about getting started, your account and licenses.</p>
            </div>
          </div>
        </PhotoHeader>

        <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card support-card">
          <div className="container py-3 py-lg-4">
            <LastModified date="2021-08-30" className="text-center mb-4" />

            <section aria-labelledby="faq-highlights-title" className="faq-highlights">
              <h2 id="faq-highlights-title" className="visually-hidden">
                About these answers
              </h2>
              <div className="row g-4">
                {highlights.map(({ text, ...highlight }) => (
                  <div key={highlight.title} className="col-md-4">
                    <FeatureHighlight {...highlight} align="center">
                      {text}
                    </FeatureHighlight>
                  </div>
                ))}
              </div>
            </section>

            <div className="row justify-content-center">
              <div className="col-lg-9 col-xl-8">
                {groups.map((group) => (
                  <section key={group.id} aria-labelledby={`faq-${group.id}`} className="faq-group support-text">
                    <h2 id={`faq-${group.id}`} className="faq-group-title">
                      {group.title}
                    </h2>
                    <FaqAccordion items={group.items} headingAs="h3" />
                  </section>
                ))}
              </div>
            </div>
          </div>
        </div>
      </main>
      <Footer />
    </>
  );
}
