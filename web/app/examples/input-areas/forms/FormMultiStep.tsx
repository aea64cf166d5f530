import { useEffect, useId, useRef, useState } from "react";
import { MdCheck } from "react-icons/md";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";

const steps = [
  {
    key: "passport",
    name: "Passport",
    question: "Which passport will you travel on?",
    options: ["UK or Irish", "EU, EEA or Swiss", "Another country"],
  },
  { key: "reason", name: "Reason", question: "Why are you coming to the UK?", options: ["Work", "Study", "Join family", "Visit"] },
  { key: "stay", name: "Length of stay", question: "How long will you stay?", options: ["6 months or less", "Longer than 6 months"] },
] as const;
type Answers = Partial<Record<(typeof steps)[number]["key"], string>>;
const summary = steps.length;

/** A sample outcome, worded as a guide would: never advice. */
function outcome({ passport, reason, stay }: Answers): string {
  if (passport === "UK or Irish") return "You do not need a visa to come to the UK.";
  const short = stay === "6 months or less";
  if (reason === "Visit" || (reason === "Study" && short)) {
    return short ? "You may be able to come as a visitor." : "A visit lasts up to 6 months: look at the other visas.";
  }
  if (reason === "Work") return "You may need a Skilled Worker visa.";
  if (reason === "Study") return "You may need a Student visa.";
  return "You may need a Family visa.";
}

export default function FormMultiStep() {
  const id = useId();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState(false);
  // Set when a step is reopened from the summary: Next goes straight back to it.
  const [changing, setChanging] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes the focus after a move, not when the page loads.
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setMissing(false);
    setStep(next);
  };

  const next = () => {
    if (!answers[steps[step].key]) {
      setMissing(true);
      document.getElementById(`${id}-${step}-0`)?.focus();
      return;
    }
    setChanging(false);
    goTo(changing ? summary : step + 1);
  };

  const current = step < summary ? steps[step] : null;
  const errorId = `${id}-error`;

  return (
    <div className="row justify-content-center">
      <div className="col-lg-8">
        <div className="card p-4 p-md-5 form-wizard">
          <h3 className="h5 mb-1">Check if you need a visa</h3>
          <p className="text-sm mb-4">Three questions, about a minute. Sample results only: this is not advice.</p>
          <ol className="form-wizard-steps" aria-label="Progress">
            {steps.map(({ key, name }, index) => {
              const done = index < step;
              return (
                <li
                  key={key}
                  className={done ? "is-done" : index === step ? "is-current" : undefined}
                  aria-current={index === step ? "step" : undefined}
                >
                  <span className="form-wizard-dot" aria-hidden="true">
                    {done ? <MdCheck focusable="false" /> : index + 1}
                  </span>
                  <span>
                    {name}
                    {done && <span className="visually-hidden"> (done)</span>}
                  </span>
                </li>
              );
            })}
          </ol>
          <DemoForm key={step} message={`Sample result: ${outcome(answers)} This is a demo form: nothing was sent.`}>
            <h4 ref={heading} tabIndex={-1} className="h6 form-wizard-heading">
              {current ? `Step ${step + 1} of ${steps.length}: ${current.name}` : "Check your answers"}
            </h4>
            {current ? (
              <fieldset aria-describedby={missing ? errorId : undefined}>
                <legend className="text-body-emphasis fw-bold mb-2">{current.question}</legend>
                {missing && (
                  <p id={errorId} className="form-wizard-error">
                    Choose an answer to go on.
                  </p>
                )}
                {current.options.map((option, index) => (
                  <div key={option} className="form-check">
                    <input
                      className="form-check-input"
                      type="radio"
                      id={`${id}-${step}-${index}`}
                      name={current.key}
                      value={option}
                      checked={answers[current.key] === option}
                      aria-invalid={missing || undefined}
                      onChange={() => {
                        setAnswers({ ...answers, [current.key]: option });
                        setMissing(false);
                      }}
                    />
                    <label className="form-check-label" htmlFor={`${id}-${step}-${index}`}>
                      {option}
                    </label>
                  </div>
                ))}
              </fieldset>
            ) : (
              <dl className="form-wizard-summary">
                {steps.map(({ key, question }, index) => (
                  <div key={key}>
                    <dt>{question}</dt>
                    <dd>{answers[key]}</dd>
                    <dd>
                      <button
                        type="button"
                        className="btn btn-link btn-sm mb-0 p-0"
                        onClick={() => {
                          setChanging(true);
                          goTo(index);
                        }}
                      >
                        Change<span className="visually-hidden"> your answer to: {question}</span>
                      </button>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <div className="d-flex justify-content-between gap-2 mt-4">
              {step > 0 ? (
                <Button variant="outline" color="dark" className="mb-0" onClick={() => goTo(step - 1)}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              {current ? (
                <Button variant="gradient" color="dark" className="mb-0" onClick={next}>
                  {changing ? "Save answer" : "Next"}
                </Button>
              ) : (
                <Button type="submit" variant="gradient" color="success" className="mb-0">
                  Get my result
                </Button>
              )}
            </div>
          </DemoForm>
        </div>
      </div>
    </div>
  );
}

export const meta = {
  title: "Form: multi-step",
  keywords: ["form", "multi-step", "wizard", "stepper", "eligibility"],
  order: 3,
  scripted: true,
};
