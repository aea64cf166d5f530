import { MdArrowForward, MdChecklist, MdNotificationsActive, MdTranslate } from "react-icons/md";
import { Photo } from "~/components/Photo";

const channels = ["E-mail", "Phone", "Video call"];

// Placeholder figures, round so that no one takes them for a real fee.
const fees = [
  { item: "Application fee", amount: "£000" },
  { item: "Health surcharge, per year", amount: "£000" },
  { item: "Adviser review", amount: "£000" },
];

export default function FeaturesBento() {
  return (
    <div className="container py-4">
      <div className="row align-items-end gy-3 mb-4">
        <div className="col-lg-6">
          <p className="section-eyebrow">What the guide does</p>
          <h3 className="section-title mb-0">Everything for your move, in one place</h3>
        </div>
        <div className="col-lg-5 ms-auto">
          <p className="section-lead mb-0">An invented advice service and sample figures: fees change, so always check the current ones.</p>
        </div>
      </div>
      <div className="bento-grid">
        <div className="bento-tile bento-large bento-photo">
          <Photo src="https://images.unsplash.com/photo-1486299267070-83823f5448dd?auto=format&fit=crop&w=800&q=70" alt="" width={800} height={800} fit="fill" />
          <div className="bento-photo-text">
            <h4 className="text-white mb-2">Every visa route in plain English</h4>
            <p className="text-white-soft mb-3">Work, study, family and settlement routes, each on one page you can read in ten minutes.</p>
            <a className="btn btn-white btn-sm mb-0" href="/pages/blog/single-article">
              Start reading
            </a>
          </div>
        </div>
        <div className="bento-tile bento-wide">
          <p className="bento-figure mb-1">1 working day</p>
          <h4 className="h6 mb-2">The usual wait for an adviser&apos;s reply</h4>
          <p className="text-sm text-soft mb-3">A sample average, whichever way you get in touch.</p>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {channels.map((channel) => (
              <li key={channel} className="badge badge-info rounded-pill">
                {channel}
              </li>
            ))}
          </ul>
        </div>
        <div className="bento-tile bento-tint">
          <MdChecklist className="text-gradient-success mb-3" size={32} aria-hidden="true" focusable="false" />
          <h4 className="h6 mb-2">Checklists you can tick</h4>
          <p className="text-sm text-soft mb-0">Your documents, in the order the form asks for them.</p>
        </div>
        <div className="bento-tile bg-gradient-info">
          <MdNotificationsActive className="mb-3" size={32} aria-hidden="true" focusable="false" />
          <h4 className="h6 text-white mb-2">Reminders before deadlines</h4>
          <p className="text-sm text-white-soft mb-0">Ninety, thirty and seven days before your visa ends.</p>
        </div>
        <div className="bento-tile bento-long">
          <h4 className="h6 mb-3">Fees explained line by line (sample)</h4>
          <dl className="bento-fees mb-2">
            {fees.map(({ item, amount }) => (
              <div key={item}>
                <dt>{item}</dt>
                <dd>{amount}</dd>
              </div>
            ))}
          </dl>
          <a className="link-arrow" href="/pages/company/pricing">
            See what an adviser costs
            <MdArrowForward aria-hidden="true" focusable="false" />
          </a>
        </div>
        <div className="bento-tile bento-tint">
          <MdTranslate className="text-gradient-primary mb-3" size={32} aria-hidden="true" focusable="false" />
          <h4 className="h6 mb-2">In six languages</h4>
          <p className="text-sm text-soft mb-0">Read each guide in English or in the language you think in.</p>
        </div>
      </div>
      <p className="sample-note mt-3 mb-0">Sample amounts for illustration only.</p>
    </div>
  );
}

export const meta = { title: "Features: bento grid", order: 5, keywords: ["features", "bento", "grid", "tiles"] };
