import type { ReactNode } from "react";
import { SectionIntro, type SectionIntroProps } from "./SectionIntro";

export interface PageSectionProps extends Omit<SectionIntroProps, "className"> {
  /** The intro's spacing classes (SectionIntro's own by default). */
  introClassName?: string;
  /** The section's own classes; 'py-5' by default. */
  className?: string;
  children: ReactNode;
}

/** A page section in a container, named by the h2 of its intro, with its content below. */
export function PageSection({ id, title, eyebrow, lead, align, introClassName, className = "py-5", children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={["container", className].filter(Boolean).join(" ")}>
      <SectionIntro id={id} title={title} eyebrow={eyebrow} lead={lead} align={align} className={introClassName} />
      {children}
    </section>
  );
}
