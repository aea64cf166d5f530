import { MdFormatQuote } from "react-icons/md";
import { Photo } from "~/components/Photo";

const story = [
  {
    title: "The challenge",
    text: "Forty-two engineers and their families had to be in Leeds for a factory opening in March, and half of them had never applied for a visa.",
  },
  {
    title: "What we did",
    text: "One checklist per family, a weekly video call, document checks before every application and a local contact for schools and flats.",
  },
  {
    title: "The outcome",
    text: "Every family arrived before the opening. Most visa decisions came back in under two weeks, and no application was sent back.",
  },
];

const outcomes = [
  { value: "42 of 42", label: "families settled in time" },
  { value: "11 days", label: "average wait for a decision" },
  { value: "0", label: "applications returned" },
];

export default function ProjectsCaseStudy() {
  return (
    <section className="py-4">
      <div className="row gy-5 align-items-center">
        <div className="col-lg-5">
          <div className="position-relative">
            <Photo
              src="https://images.unsplash.com/photo-1454165804606-c3d57bc86b40?auto=format&fit=crop&w=800&q=70"
              alt="Papers and a laptop on a desk"
              width={800}
              height={760}
              tone="info"
              className="rounded-4 shadow-lg"
            />
            <figure className="card case-study-quote p-4 mb-0">
              <MdFormatQuote className="text-gradient-info mb-2" size={28} aria-hidden="true" focusable="false" />
              <blockquote className="mb-3">
                <p className="mb-0">“Our people stopped worrying about forms and started asking about schools. That was the moment I knew it worked.”</p>
              </blockquote>
              <figcaption className="text-sm text-soft">Rita Lourenço, head of people at Northfield Engineering (sample)</figcaption>
            </figure>
          </div>
        </div>
        <div className="col-lg-6 ms-auto">
          <p className="section-eyebrow">Case study · sample project</p>
          <h3 className="section-title mb-4">Forty-two families from Lisbon to Leeds</h3>
          {story.map((part) => (
            <div key={part.title} className="mb-3">
              <h4 className="h6 mb-1">{part.title}</h4>
              <p className="text-soft mb-0">{part.text}</p>
            </div>
          ))}
          <dl className="case-study-outcomes mt-4 mb-0">
            {outcomes.map((outcome) => (
              <div key={outcome.label}>
                <dt className="text-sm fw-normal text-soft">{outcome.label}</dt>
                <dd className="content-stat mb-0">{outcome.value}</dd>
              </div>
            ))}
          </dl>
          <p className="sample-note mt-3 mb-0">Sample figures: the company, the people and the results are invented.</p>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Projects: case study with outcomes", order: 2, keywords: ["case study", "projects", "results", "outcomes", "quote"] };
