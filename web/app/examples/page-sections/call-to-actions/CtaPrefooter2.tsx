import { MdArrowForward } from "react-icons/md";
import { Photo } from "~/components/Photo";

export default function CtaPrefooter2() {
  return (
    <div className="cta-card bg-gradient-dark">
      <Photo src="https://images.unsplash.com/photo-1497366216548-37526070297c?auto=format&fit=crop&w=1600&q=70" alt="" width={1600} height={1067} fit="fill" />
      <span className="mask bg-gradient-dark" aria-hidden="true" />
      <div className="row align-items-center gy-4">
        <div className="col-lg-7">
          <h3 className="section-title text-white mb-3">Join 12,000 designers building with our sample kit</h3>
          <p className="section-hero-lead mb-0">
            Sixty ready-made sections, a new one every week, and a community that shares what it makes.
          </p>
        </div>
        <div className="col-lg-4 ms-auto text-lg-end">
          <a className="btn btn-white d-inline-flex align-items-center gap-2 mb-0" href="/authentication/sign-up/cover">
            Create an account
            <MdArrowForward size={18} aria-hidden="true" focusable="false" />
          </a>
          <p className="text-white-soft text-sm mt-2 mb-0">Free for one project.</p>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: dark sign-up banner", order: 2, keywords: ["cta", "call to action"] };
