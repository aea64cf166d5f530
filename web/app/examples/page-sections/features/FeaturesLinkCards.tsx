import { MdArrowForward, MdCalendarMonth, MdHelpOutline, MdMenuBook, MdPayments, MdPeople, MdSupportAgent } from "react-icons/md";

const destinations = [
  { icon: MdSupportAgent, color: "primary", title: "Talk to an adviser", text: "Book a call about your own case.", route: "/pages/support/contact-us" },
  { icon: MdMenuBook, color: "info", title: "Read the visa guide", text: "Every route explained on one page.", route: "/pages/blog/single-article" },
  { icon: MdHelpOutline, color: "success", title: "Common questions", text: "Short answers to what people ask most.", route: "/pages/support/faq" },
  { icon: MdCalendarMonth, color: "warning", title: "Help centre", text: "Appointments, documents and decisions.", route: "/pages/support/help-center" },
  { icon: MdPayments, color: "danger", title: "Prices and plans", text: "What an adviser costs, with no surprises.", route: "/pages/company/pricing" },
  { icon: MdPeople, color: "dark", title: "Who we are", text: "The people who answer your questions.", route: "/pages/company/about-us" },
] as const;

export default function FeaturesLinkCards() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-7 mb-4">
          <p className="section-eyebrow">Where to next</p>
          <h3 className="section-title mb-3">Find the help you need</h3>
          <p className="section-lead mb-0">Each card opens a page of the site.</p>
        </div>
      </div>
      <div className="row g-3">
        {destinations.map(({ icon: Icon, color, title, text, route }) => (
          <div key={title} className="col-md-6 col-lg-4">
            <div className="card feature-link-card">
              <span className={`icon-shape bg-gradient-${color} flex-shrink-0`}>
                <Icon size={22} aria-hidden="true" focusable="false" />
              </span>
              <div className="flex-grow-1">
                <h4 className="h6 mb-1">
                  <a className="stretched-link" href={route}>
                    {title}
                  </a>
                </h4>
                <p className="text-sm text-soft mb-0">{text}</p>
              </div>
              <MdArrowForward className="feature-link-arrow flex-shrink-0" size={20} aria-hidden="true" focusable="false" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export const meta = { title: "Features: link cards", order: 9, keywords: ["features", "cards", "links", "icons"] };
