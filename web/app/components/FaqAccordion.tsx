import type { ReactNode } from "react";
import { Accordion } from "react-bootstrap";
import { chevronDown, Icon } from "./Icon";

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqAccordionProps {
  items: FaqItem[];
  /** The questions' heading level under the section's own heading. */
  headingAs?: "h3" | "h4" | "h5";
  /** The item open at first (the first one, as every FAQ of the site starts). */
  defaultOpen?: number;
  className?: string;
}

/** Questions that open one at a time: opening one closes the one that was open. */
export function FaqAccordion({ items, headingAs = "h3", defaultOpen = 0, className = "" }: FaqAccordionProps) {
  if (items.length === 0) throw new Error("FaqAccordion: items must not be empty");
  return (
    <Accordion defaultActiveKey={String(defaultOpen)} className={["faq-accordion", className].filter(Boolean).join(" ")}>
      {items.map(({ question, answer }, index) => (
        <Accordion.Item key={question} eventKey={String(index)}>
          <Accordion.Header as={headingAs}>
            {question}
            {/* Inline, part of the page's document: Bootstrap's arrow is an SVG background image, for which the
                browser builds a document of its own while the page loads. */}
            <Icon icon={chevronDown} className="accordion-chevron" />
          </Accordion.Header>
          <Accordion.Body>{answer}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
