const steps = [
  { step: "Apply online", value: "25 min", detail: "to fill in the form, on average" },
  { step: "Give your biometrics", value: "6 days", detail: "from applying to your appointment" },
  { step: "Get a decision", value: "3 weeks", detail: "for most visitor and student visas" },
  { step: "Travel", value: "90 days", detail: "to enter the UK on your first vignette" },
];

export default function StatsTimeline() {
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-5" style={{ maxWidth: "36rem" }}>
        <h3>From form to arrival</h3>
        <p className="text-soft mb-0">How long each step usually takes. Sample figures: check the official guidance for your route.</p>
      </div>
      <div className="stat-timeline-strip">
        <ol className="stat-timeline">
          {steps.map((item, index) => (
            <li key={item.step}>
              <span className="stat-timeline-dot" aria-hidden="true" />
              <h4 className="text-sm fw-bold text-gradient-info text-uppercase mb-2">
                Step {index + 1}: {item.step}
              </h4>
              <p className="stat-timeline-value mb-1">{item.value}</p>
              <p className="text-sm text-soft mb-0">{item.detail}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export const meta = { title: "Stats: durations along a timeline", order: 8, keywords: ["stats", "numbers", "metrics", "timeline", "steps"] };
