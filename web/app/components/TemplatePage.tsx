import type { ReactNode } from "react";
import { Footer } from "./Footer";
import { Navbar, type NavbarVariant } from "./Navbar";

export interface TemplatePageProps {
  /** The navbar's look: transparent over a photo header, sticky or light over a plain page. */
  navbar?: NavbarVariant;
  /** Classes of the <main> element. */
  className?: string;
  children: ReactNode;
}

/** A template page's frame: the navbar, the main content (the skip link's target) and the footer. */
export function TemplatePage({ navbar = "transparent", className, children }: TemplatePageProps) {
  return (
    <>
      <Navbar variant={navbar} />
      <main id="content" tabIndex={-1} className={className}>
        {children}
      </main>
      <Footer />
    </>
  );
}
