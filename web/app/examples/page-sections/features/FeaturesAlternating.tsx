import { MdArrowForward } from "react-icons/md";
import { Photo } from "~/components/Photo";

const rows = [
  {
    step: "Before you apply",
    title: "Know which visa fits before you pay a fee",
    text: "Answer a few questions about your job offer, your studies or your family, and see the routes that match, what each one costs and how long it usually takes.",
    link: { label: "Read the visa guide", route: "/pages/blog/single-article" },
    photo: "https://images.unsplash.com/photo-1454165804606-c3d57bc86b40?auto=format&fit=crop&w=800&q=70",
  },
  {
    step: "While you apply",
    title: "A document list written for your route",
    text: "Passport, bank statements, a certificate of sponsorship: each item says why it is needed, which dates it must cover and what a good scan looks like.",
    link: { label: "Browse the help centre", route: "/pages/support/help-center" },
    photo: "https://images.unsplash.com/photo-1517245386807-bb43f82c33c4?auto=format&fit=crop&w=800&q=70",
  },
  {
    step: "After you arrive",
    title: "Your first month in the UK, planned",
    text: "Open a bank account, register with a GP, find your National Insurance number: a short plan for the weeks after you land, in the order most people need it.",
    link: { label: "Questions about arriving", route: "/pages/support/faq" },
    photo: "https://images.unsplash.com/photo-1513635269975-59663e0ac1ad?auto=format&fit=crop&w=800&q=70",
  },
];

const tones = ["primary", "info", "success"] as const;

export default function FeaturesAlternating() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center mb-5">
          <p className="section-eyebrow">From first search to first week</p>
          <h3 className="section-title mb-3">Help at every stage of your move</h3>
          <p className="section-lead mb-0">Sample copy for an invented advice service: swap in your own.</p>
        </div>
      </div>
      {rows.map(({ step, title, text, link, photo }, index) => (
        <div key={title} className="row align-items-center gy-4 feature-alt-row">
          <div className={`col-md-6 col-lg-5 ${index % 2 === 1 ? "order-md-2 ms-auto" : ""}`}>
            <Photo className="feature-alt-photo" src={photo} alt="" width={800} height={600} tone={tones[index % tones.length]} />
          </div>
          <div className={`col-md-6 ${index % 2 === 1 ? "order-md-1" : "ms-auto"}`}>
            <p className="feature-alt-step">
              <span className="feature-alt-number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              {step}
            </p>
            <h4 className="mb-3">{title}</h4>
            <p className="text-soft mb-3">{text}</p>
            <a className="link-arrow" href={link.route}>
              {link.label}
              <MdArrowForward aria-hidden="true" focusable="false" />
            </a>
          </div>
        </div>
      ))}
    </div>
  );
}

export const meta = { title: "Features: alternating rows of text and picture", order: 4, keywords: ["features", "alternating", "zigzag", "image and text"] };
