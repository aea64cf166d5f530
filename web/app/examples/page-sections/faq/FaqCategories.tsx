import { MdDescription, MdFlight, MdHome, MdPayments } from "react-icons/md";

const categories = [
  {
    id: "faq-categories-visas",
    icon: MdFlight,
    name: "Visas and routes",
    questions: [
      {
        question: "How do I know which visa to apply for?",
        answer: "Start from why you are coming: a job, a course, or family already here. Each reason leads to one or two routes, and their rules tell you which fits.",
      },
      {
        question: "Can I apply for two visas at once?",
        answer: "No. You can only hold one application at a time, so choose the route first and apply for that one.",
      },
    ],
  },
  {
    id: "faq-categories-documents",
    icon: MdDescription,
    name: "Documents",
    questions: [
      {
        question: "Do bank statements need a stamp?",
        answer: "Printed online statements are usually accepted with a letter from the bank, or with each page stamped by a branch.",
      },
      {
        question: "What if my passport runs out soon?",
        answer: "Renew it before you apply if you can: your visa cannot be longer than your passport allows, and a new passport means updating your record.",
      },
    ],
  },
  {
    id: "faq-categories-fees",
    icon: MdPayments,
    name: "Fees and payments",
    questions: [
      {
        question: "Is the application fee refunded if I am refused?",
        answer: "Usually not: the fee pays for the decision, whatever it is. The health surcharge is normally refunded after a refusal.",
      },
      {
        question: "Can my employer pay for my visa?",
        answer: "Yes, many employers pay some or all of the fees. Ask before you apply, and keep a record of who paid what.",
      },
    ],
  },
  {
    id: "faq-categories-living",
    icon: MdHome,
    name: "Living in the UK",
    questions: [
      {
        question: "How do I prove my right to rent?",
        answer: "Give the landlord a share code from your online immigration record, with your date of birth, and they check it online.",
      },
      {
        question: "When should I register with a doctor?",
        answer: "As soon as you have an address: registering with a local GP surgery is free, and you need it before you can book most appointments.",
      },
    ],
  },
];

export default function FaqCategories() {
  return (
    <div className="container py-4">
      <div className="row gy-4">
        <div className="col-lg-4">
          <div className="questions-topics-side">
            <h3 className="section-title mb-3">Frequently asked questions</h3>
            <p className="text-soft mb-4">General answers from an invented advice service, grouped by topic.</p>
            <nav aria-label="Question topics">
              <ul className="questions-topics-nav">
                {categories.map(({ id, icon: Icon, name, questions }) => (
                  <li key={id}>
                    <a href={`#${id}`}>
                      <Icon size={20} aria-hidden="true" focusable="false" />
                      <span className="flex-grow-1">{name}</span>
                      <span className="questions-topics-count">
                        {questions.length}
                        <span className="visually-hidden"> questions</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
        <div className="col-lg-7 ms-auto">
          {categories.map(({ id, icon: Icon, name, questions }) => (
            <section key={id} id={id} className="questions-topics-group" aria-labelledby={`${id}-title`}>
              <h4 id={`${id}-title`} className="d-flex align-items-center gap-2 mb-3">
                <span className="icon-shape bg-gradient-info">
                  <Icon size={20} aria-hidden="true" focusable="false" />
                </span>
                {name}
              </h4>
              {questions.map(({ question, answer }) => (
                <div key={question} className="questions-topics-item">
                  <h5 className="h6 mb-2">{question}</h5>
                  <p className="text-soft mb-0">{answer}</p>
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "FAQ: questions beside a category list", keywords: ["faq", "questions", "categories", "anchors"] };
