import { MdArrowForward, MdCampaign } from "react-icons/md";

export default function CtaSlimBar() {
  return (
    <div className="py-4">
      <div className="cta-slim">
        <span className="cta-slim-icon bg-gradient-warning">
          <MdCampaign size={20} aria-hidden="true" focusable="false" />
        </span>
        <p className="mb-0">
          <strong className="text-body-emphasis">Fees change on 9 April 2026.</strong>{" "}
          <span className="text-sm">Apply before then to pay today’s price (sample date and figures).</span>
        </p>
        <a className="btn btn-sm btn-dark d-inline-flex align-items-center gap-1 mb-0" href="/pages/company/pricing">
          Check your fee
          <MdArrowForward size={16} aria-hidden="true" focusable="false" />
        </a>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: slim bar", keywords: ["cta", "call to action", "bar", "announcement"], order: 10 };
