const groups = [
  {
    legend: "About you",
    items: [
      { id: "passport", label: "Current passport", hint: "Valid for your whole stay, with a blank page.", done: true },
      { id: "photo", label: "A recent photo", hint: "Taken in the last month, on a plain light background.", done: true },
      { id: "tb", label: "TB test certificate", hint: "Only if you lived in a listed country for six months or more." },
    ],
  },
  {
    legend: "Your job or course",
    items: [
      { id: "sponsor", label: "Certificate of sponsorship or CAS number", hint: "Your employer or university sends it by email.", done: true },
      { id: "english", label: "Proof of your English", hint: "A test result, a degree taught in English or a listed nationality." },
    ],
  },
  {
    legend: "Money",
    items: [
      { id: "bank", label: "Bank statements for 28 days", hint: "Ending no more than 31 days before you apply." },
      { id: "surcharge", label: "Health surcharge payment reference", hint: "Shown when you pay: keep a copy." },
    ],
  },
];

export default function ContentChecklist() {
  return (
    <div className="container py-4">
      <div className="row gy-4">
        <div className="col-lg-5">
          <p className="section-eyebrow">Documents · sample checklist</p>
          <h3 className="section-title mb-3">What to have ready before you apply</h3>
          <p className="section-lead">
            Tick each document as you put it in your folder. Your list may be shorter or longer: the visa you choose and
            your country decide.
          </p>
          <p className="text-sm text-soft mb-0">Ticks stay on this page only; nothing is saved or sent.</p>
        </div>
        <div className="col-lg-6 ms-auto">
          <div className="card content-checklist-card">
            <div className="card-body p-4">
              {groups.map((group) => (
                <fieldset key={group.legend} className="content-checklist-group">
                  <legend className="h6 text-uppercase text-soft">{group.legend}</legend>
                  {group.items.map((item) => (
                    <div key={item.id} className="form-check">
                      <input
                        className="content-checklist-box"
                        type="checkbox"
                        id={`content-checklist-${item.id}`}
                        aria-describedby={`content-checklist-${item.id}-hint`}
                        defaultChecked={item.done}
                      />
                      <label className="form-check-label fw-bold text-body-emphasis" htmlFor={`content-checklist-${item.id}`}>
                        {item.label}
                      </label>
                      <p id={`content-checklist-${item.id}-hint`} className="text-sm text-soft mb-0">
                        {item.hint}
                      </p>
                    </div>
                  ))}
                </fieldset>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Content: document checklist", order: 8, keywords: ["content", "checklist", "documents", "checkbox"] };
