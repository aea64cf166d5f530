import { MdCheck } from "react-icons/md";
import { Photo } from "~/components/Photo";

const included = [
  "A call to choose your visa route",
  "A document list for your case",
  "Your form checked before you pay",
  "Answers by e-mail within a day",
  "Help with a request for evidence",
  "Reminders before your visa ends",
];

export default function FeaturesChecklist() {
  return (
    <div className="container py-4">
      <div className="row align-items-center gy-5">
        <div className="col-lg-6">
          <p className="section-eyebrow">Adviser support · sample service</p>
          <h3 className="section-title mb-3">Everything included, from the first call to your decision</h3>
          <p className="section-lead mb-4">One adviser stays with your case, so you never explain your situation twice.</p>
          <ul className="feature-checklist mb-4">
            {included.map((item) => (
              <li key={item}>
                <span className="feature-check bg-gradient-success" aria-hidden="true">
                  <MdCheck size={16} focusable="false" />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <a className="btn bg-gradient-dark mb-0" href="/pages/support/contact-us">
            Book a free first call
          </a>
        </div>
        <div className="col-lg-5 ms-auto">
          <div className="feature-checklist-media">
            <Photo
              className="feature-checklist-photo"
              src="https://images.unsplash.com/photo-1529655683826-aba9b3e77383?auto=format&fit=crop&w=800&q=70"
              alt=""
              width={800}
              height={900}
              tone="success"
            />
            <div className="feature-checklist-card card">
              <p className="feature-checklist-figure mb-0">9 in 10</p>
              <p className="text-sm text-soft mb-0">sample clients approved the first time they applied</p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Features: checklist beside a photo", order: 8, keywords: ["features", "checklist", "check marks", "photo"] };
