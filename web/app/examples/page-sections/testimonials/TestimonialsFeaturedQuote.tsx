export default function TestimonialsFeaturedQuote() {
  return (
    <section className="py-4">
      <div className="card quote-feature">
        <div className="row g-0">
          <div className="col-md-4">
            <div className="quote-feature-org">
              {/* The sample organisation's mark, drawn by us: an open book in a ring. */}
              <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
                <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="3" />
                <path d="M15 22c6-2 12-1 16 3v20c-4-3-10-4-16-2z" fill="currentColor" />
                <path d="M49 22c-6-2-12-1-16 3v20c4-3 10-4 16-2z" fill="currentColor" opacity="0.55" />
              </svg>
              <p className="h5 mb-0">Ashbourne College</p>
              <p className="text-sm text-soft mb-0">A sample organisation</p>
            </div>
          </div>
          <div className="col-md-8">
            <div className="card-body p-4 p-lg-5">
              <h3 className="section-eyebrow">Case study</h3>
              <figure className="mb-0">
                <blockquote className="mb-4">
                  <p className="quote-feature-text mb-0">
                    “Forty-two of our international staff moved to the UK this year. We gave each of them the same three pages of the guide,
                    and for the first time our HR inbox stayed quiet in September.”
                  </p>
                </blockquote>
                <figcaption className="d-flex align-items-center gap-3">
                  <span className="avatar avatar-md bg-gradient-success" aria-hidden="true">
                    <span className="avatar-initials">NB</span>
                  </span>
                  <span>
                    <strong className="d-block text-body-emphasis">Nadia Bakr</strong>
                    <span className="text-sm text-soft">Head of People, Ashbourne College (a sample person)</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

export const meta = {
  title: "Testimonials: featured case-study quote",
  order: 5,
  keywords: ["testimonials", "quotes", "case study", "logo"],
};
