import type { ReactNode } from "react";
import { FaqAccordion, type FaqItem } from "./FaqAccordion";
import { SectionIntro } from "./SectionIntro";

export interface FaqSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  items: readonly FaqItem[];
  title?: string;
  lead?: ReactNode;
  className?: string;
}

/** A page's questions and answers: a centred heading over an accordion whose first answer is open. */
export function FaqSection({ id, items, title = "Frequently asked questions", lead, className = "py-5" }: FaqSectionProps) {
  return (
    <section aria-labelledby={id} className={["container", className].filter(Boolean).join(" ")}>
      <div className="row justify-content-center">
        <div className="col-lg-9 col-xl-8 support-text">
          <SectionIntro id={id} title={title} lead={lead} className="mb-4" />
          <FaqAccordion items={[...items]} headingAs="h3" />
        </div>
      </div>
    </section>
  );
}
