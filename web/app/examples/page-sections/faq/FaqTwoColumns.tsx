import { MdAdd, MdArrowForward } from "react-icons/md";

const columns = [
  [
    {
      question: "Which visa do I need to work in the UK?",
      answer: "Most people with a job offer apply for a Skilled Worker visa. Your employer must hold a sponsor licence and give you a certificate of sponsorship.",
    },
    {
      question: "How long does a decision take?",
      answer: "Decisions on applications made from abroad usually arrive within three weeks of your identity check. Priority services can be quicker, for an extra fee.",
    },
    {
      question: "Can my family come with me?",
      answer: "On many routes your partner and children under 18 can apply as your dependants. Each of them makes an application and pays its fee.",
    },
    {
      question: "What is the health surcharge?",
      answer: "A yearly charge, paid up front with your application, that lets you use the National Health Service on the same terms as residents.",
    },
  ],
  [
    {
      question: "Do I need to translate my documents?",
      answer: "Any document not in English or Welsh needs a full translation, with the translator's confirmation that it is accurate, their name and the date.",
    },
    {
      question: "What is an eVisa?",
      answer: "An online record of your immigration status that replaces most physical cards. You prove your rights to employers and landlords with a share code.",
    },
    {
      question: "Can I switch visas without leaving the UK?",
      answer: "Often, yes: many routes let you apply from inside the UK, as long as your current permission has not run out when you apply.",
    },
    {
      question: "When can I apply to settle?",
      answer: "On most work routes you can apply for settlement after five years, if you still meet the route's rules and have not spent too long abroad.",
    },
  ],
];

export default function FaqTwoColumns() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center mb-5">
          <p className="section-eyebrow">Questions</p>
          <h3 className="section-title mb-3">What people ask before they move</h3>
          <p className="section-lead mb-0">Short, general answers. Rules change, and your own case may differ: check with an adviser.</p>
        </div>
      </div>
      <div className="row gx-lg-5">
        {columns.map((questions, column) => (
          <div key={column} className="col-lg-6">
            {questions.map(({ question, answer }, index) => (
              <details key={question} className="questions-details" open={column === 0 && index === 0}>
                <summary>
                  {question}
                  <MdAdd className="questions-details-icon" size={22} aria-hidden="true" focusable="false" />
                </summary>
                <p>{answer}</p>
              </details>
            ))}
          </div>
        ))}
      </div>
      <p className="text-center mt-5 mb-0">
        <span className="text-soft">Still not sure? </span>
        <a className="link-arrow" href="/pages/support/contact-us">
          Ask an adviser
          <MdArrowForward aria-hidden="true" focusable="false" />
        </a>
      </p>
    </div>
  );
}

export const meta = { title: "FAQ: questions in two columns", keywords: ["faq", "questions", "details", "two columns"] };
