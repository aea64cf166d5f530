import type { ReactNode } from "react";

export interface HeroTextProps {
  title: ReactNode;
  lead: ReactNode;
  /** A short upper-case line above the title. */
  eyebrow?: string;
  /** h1 on a page's header; h2 on the slides of a header carousel, under the page's own h1. */
  headingAs?: "h1" | "h2";
  /** The title's size class: 'hero-title' for a large landing title; the heading's own size when empty. */
  titleClassName?: string;
  /** Extra classes of the lead, e.g. a narrower measure. */
  leadClassName?: string;
  /** The text column's classes. */
  columns?: string;
  /** What follows the lead: buttons, a search form, links. */
  children?: ReactNode;
}

/** The centred white text of a photo header: eyebrow, title and lead, then any actions. */
export function HeroText({ title, lead, eyebrow, headingAs: Heading = "h1", titleClassName = "", leadClassName = "", columns = "col-lg-8", children }: HeroTextProps) {
  return (
    <div className="row justify-content-center text-center">
      <div className={columns}>
        {eyebrow && <p className="hero-eyebrow mb-3">{eyebrow}</p>}
        <Heading className={[titleClassName, "text-white mb-3"].filter(Boolean).join(" ")}>{title}</Heading>
        <p className={["lead text-white-soft mx-auto", children ? "mb-4" : "mb-0", leadClassName].filter(Boolean).join(" ")}>{lead}</p>
        {children}
      </div>
    </div>
  );
}
