/** A plug pulled from its socket, with a spark between them. */
function UnpluggedArt() {
  return (
    <svg className="error-art error-art-on-dark" viewBox="0 0 320 120" aria-hidden="true" focusable="false">
      <path className="error-art-line" d="M8 60h92" />
      <rect className="error-art-accent" x="100" y="38" width="44" height="44" rx="10" />
      <path className="error-art-line" d="M144 50h18M144 70h18" />
      <path className="error-art-spark" d="m176 44 8 12-6 4 10 16" />
      <rect className="error-art-paper" x="196" y="34" width="40" height="52" rx="10" strokeWidth="2" />
      <circle className="error-art-soft" cx="216" cy="50" r="4" />
      <circle className="error-art-soft" cx="216" cy="70" r="4" />
      <path className="error-art-line" d="M236 60h76" />
    </svg>
  );
}

export default function ErrorPagesServerError() {
  return (
    <section className="section-dark text-center">
      <div className="mx-auto" style={{ maxWidth: "34rem" }}>
        <UnpluggedArt />
        <p className="text-uppercase fw-bold text-sm text-white-soft mt-4 mb-2">Error 500</p>
        <h3 className="mb-3">Something went wrong on our side</h3>
        <p className="text-white-soft mb-4">
          It’s not you: our server could not finish loading this page. Your saved checklists are safe. Please try again in a few
          minutes.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mb-4">
          <a className="btn btn-white mb-0" href="/">
            Go to the home page
          </a>
          <a className="btn btn-outline-white mb-0" href="/pages/support/help-center">
            Visit the help centre
          </a>
        </div>
        <details className="error-details text-start">
          <summary>Details for our support team</summary>
          <dl className="row text-sm mb-0 mt-3">
            <dt className="col-5">Reference</dt>
            <dd className="col-7 font-monospace">UKG-500-7F3A (sample)</dd>
            <dt className="col-5">Time</dt>
            <dd className="col-7">14:32 UK time, 12 March</dd>
            <dt className="col-5">What to send</dt>
            <dd className="col-7 mb-0">The reference and the page you were on.</dd>
          </dl>
        </details>
      </div>
    </section>
  );
}

export const meta = { title: "Error page: 500 something went wrong", order: 2, keywords: ["500", "error", "server error", "something went wrong"] };
