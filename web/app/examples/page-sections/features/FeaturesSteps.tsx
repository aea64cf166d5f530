import { MdArrowForward } from "react-icons/md";

const steps = [
  { title: "Check you qualify", text: "Pick the route that fits your job, studies or family, and confirm you meet its rules.", time: "About a week" },
  { title: "Apply and pay", text: "Fill in the online form, pay the fee and the health surcharge, and upload your documents.", time: "One or two days" },
  { title: "Prove who you are", text: "Scan your passport with the ID app, or give fingerprints and a photo at a centre.", time: "Within two weeks" },
  { title: "Get your decision", text: "Your eVisa arrives by e-mail. Travel, collect your keys, and start work or study.", time: "About three weeks" },
  { title: "Extend and settle", text: "Extend before your visa ends, then apply to stay for good once you qualify.", time: "After five years" },
];

export default function FeaturesSteps() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center mb-5">
          <p className="section-eyebrow">The route, step by step</p>
          <h3 className="section-title mb-3">From visa application to settlement</h3>
          <p className="section-lead mb-0">
            Five steps most work and study routes share. The times are samples: check the current processing times for
            your own route.
          </p>
        </div>
      </div>
      <ol className="feature-steps">
        {steps.map(({ title, text, time }, index) => (
          <li key={title} className="feature-step">
            <span className="feature-step-number bg-gradient-dark" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h4 className="feature-title mt-0">{title}</h4>
              <p className="feature-text mb-2">{text}</p>
              <p className="feature-step-time mb-0">{time}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="text-center mt-4">
        <a className="link-arrow" href="/pages/support/help-center">
          See each step in the help centre
          <MdArrowForward aria-hidden="true" focusable="false" />
        </a>
      </div>
    </div>
  );
}

export const meta = { title: "Features: numbered steps", order: 6, keywords: ["features", "steps", "process", "timeline"] };
