import type { ReactNode } from "react";
import { assertOneOf } from "./kitProps";

export interface SectionIntroProps {
  /** The heading's id, which names the section (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** A short upper-case line above the title. */
  eyebrow?: string;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  /** center: over a grid or a form; start: aligned with the content below. */
  align?: "center" | "start";
  className?: string;
}

/** The opening of a page section: an optional eyebrow, the section's h2 and an optional lead. */
export function SectionIntro({ id, title, eyebrow, lead, align = "center", className = "mb-5" }: SectionIntroProps) {
  assertOneOf("SectionIntro", "align", ["center", "start"] as const, align);
  return (
    <div className={["section-intro", `section-intro-${align}`, className].filter(Boolean).join(" ")}>
      {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {lead && <p className="section-lead mb-0">{lead}</p>}
    </div>
  );
}
