import { Photo } from "~/components/Photo";

const facts = [
  { term: "Length", detail: "45 minutes, in person or by video" },
  { term: "With", detail: "A regulated adviser who speaks your language" },
  { term: "Price", detail: "£60 (a sample price)" },
];

export default function ContentSplit() {
  return (
    <div className="container py-4">
      <div className="content-split row g-0">
        <div className="col-lg-6 order-lg-2 content-split-photo">
          <Photo
            src="https://images.unsplash.com/photo-1454165804606-c3d57bc86b40?auto=format&fit=crop&w=900&q=70"
            alt="Papers and a laptop on a desk, ready for an appointment"
            width={900}
            height={700}
            fit="fill"
            tone="info"
          />
        </div>
        <div className="col-lg-6 content-split-text">
          <p className="section-eyebrow">Advice appointments</p>
          <h3 className="section-title mb-3">One conversation before you apply</h3>
          <p className="mb-4">
            Bring your questions and your documents. We read them with you, point out what is missing and tell you
            plainly which route fits, so the form you send is the one you meant to send.
          </p>
          <dl className="content-split-facts">
            {facts.map(({ term, detail }) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </dl>
          <a className="btn bg-gradient-primary mb-0" href="/pages/support/contact-us">
            Ask for an appointment
          </a>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Content: text beside a photo", order: 6, keywords: ["content", "split", "photo", "image and text"] };
