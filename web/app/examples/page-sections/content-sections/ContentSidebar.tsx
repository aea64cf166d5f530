const sections = [
  {
    id: "content-sidebar-viewing",
    title: "Before you view",
    paragraphs: [
      "Decide what you can pay each month before you start looking, including council tax, energy and internet. Landlords and agents often ask for an income of thirty times the monthly rent.",
      "Ask how long the tenancy lasts, when the rent can rise and who to call when something breaks. A good agent answers all three without looking anything up.",
    ],
  },
  {
    id: "content-sidebar-checks",
    title: "Right to rent and references",
    paragraphs: [
      "In England, a landlord must check that you have the right to rent. With an eVisa, you give them a share code from your online account instead of a document.",
      "New arrivals rarely have a UK rental history. A letter from your employer or university, or a few months of rent paid in advance, can stand in for one.",
    ],
  },
  {
    id: "content-sidebar-deposit",
    title: "Your deposit",
    paragraphs: [
      "Deposits are capped at five weeks' rent for most tenancies, and the landlord must protect yours in a government-approved scheme within 30 days. Ask which scheme, and keep the certificate.",
    ],
  },
  {
    id: "content-sidebar-bills",
    title: "Your first bills",
    paragraphs: [
      "Take meter readings and photos on the day you move in. Then register with the council for council tax, and with the energy and water suppliers named in your tenancy pack.",
    ],
  },
];

export default function ContentSidebar() {
  return (
    <div className="container py-4">
      <div className="row">
        <div className="col-lg-8 ms-auto">
          <p className="section-eyebrow">Housing guide · sample text</p>
          <h3 className="section-title mb-3">Renting your first home in the UK</h3>
          <p className="section-lead mb-4">What to ask, what to bring and what to keep, from the first viewing to the first bill.</p>
        </div>
      </div>
      <div className="row gy-4">
        <div className="col-lg-3">
          <div className="content-sidebar">
            <nav aria-label="Renting guide: sections">
              <p className="text-xs fw-bold text-uppercase text-soft mb-2">On this page</p>
              <ul className="content-sidebar-links">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="text-xs fw-bold text-uppercase text-soft mt-4 mb-2">Need a hand?</p>
            <ul className="content-sidebar-links">
              <li>
                <a href="/pages/support/faq">Frequently asked questions</a>
              </li>
              <li>
                <a href="/pages/support/contact-us">Talk to an adviser</a>
              </li>
            </ul>
          </div>
        </div>
        <div className="col-lg-8 ms-auto">
          {sections.map((section) => (
            <div key={section.id} className="content-sidebar-section">
              <h4 id={section.id} className="h5 content-sidebar-heading">
                {section.title}
              </h4>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Content: text with a sticky sidebar", order: 9, keywords: ["content", "sidebar", "sticky", "table of contents"] };
