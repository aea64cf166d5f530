const steps = [
  {
    when: "12 weeks before",
    title: "Choose the right visa",
    text: "Compare the routes that fit your plans (work, study or family) and check the fees and the English level each one asks for.",
  },
  {
    when: "10 weeks before",
    title: "Gather your documents",
    text: "Passport, bank statements, a TB test certificate if your country needs one, and translations of anything not in English.",
  },
  {
    when: "8 weeks before",
    title: "Apply and give your biometrics",
    text: "Send the application online, pay the fee and the health surcharge, then book a visa centre appointment for fingerprints and a photo.",
  },
  {
    when: "3 weeks before",
    title: "Get your decision",
    text: "Most answers arrive within three weeks. Check every detail of your eVisa and write to the Home Office at once if anything is wrong.",
  },
  {
    when: "Your first month",
    title: "Settle in",
    text: "Register with a GP, open a bank account, apply for a National Insurance number and keep your eVisa login somewhere safe.",
  },
];

export default function ContentTimeline() {
  return (
    <div className="container py-4">
      <div className="row gy-4">
        <div className="col-lg-4">
          <p className="section-eyebrow">Moving to the UK · sample plan</p>
          <h3 className="section-title mb-3">Your move, step by step</h3>
          <p className="section-lead">
            Five stages from the first question to your first month. Timings are typical examples: your visa and your
            country can change them.
          </p>
        </div>
        <div className="col-lg-7 ms-auto">
          <ol className="content-timeline">
            {steps.map((step, index) => (
              <li key={step.title}>
                <span className={`content-timeline-marker ${index === steps.length - 1 ? "bg-gradient-success" : "bg-gradient-info"}`} aria-hidden="true">
                  {index + 1}
                </span>
                <p className="content-timeline-when">{step.when}</p>
                <h4 className="h5 mb-2">{step.title}</h4>
                <p className="text-soft mb-0">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Content: timeline", order: 3, keywords: ["content", "timeline", "steps", "process"] };
