
export default function CtaPrefooter1() {
  return (
    <div className="container py-5">
      <div className="row">
        <div className="col-lg-7 mx-auto text-center">
          <p className="section-eyebrow">Start today</p>
          <h3 className="section-title mb-3">Ready to plan your next project?</h3>
          <p className="section-lead mb-4">
            Try every feature free for 14 days. No card needed, and your boards stay yours if you leave.
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <a className="btn bg-gradient-primary mb-0" href="/authentication/sign-up/cover">
              Start free trial
            </a>
            <a className="btn btn-outline-dark mb-0" href="/pages/support/contact-us">
              Talk to us
            </a>
          </div>
          <p className="sample-note mt-3 mb-0">Tasklane is a sample product: there is no real trial.</p>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: centred heading with two buttons", order: 1, keywords: ["cta", "call to action"] };
