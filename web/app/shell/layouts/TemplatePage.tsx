import type { ReactNode } from "react";
import { Footer } from "../Footer";
import { Navbar, type NavbarVariant } from "../Navbar";

/** How a template page is framed: what its route module exports as `handle`, read by routes/template-pages.tsx. */
export interface TemplatePageHandle {
  /** The navbar's look: transparent over a photo header (unless told), sticky or light over a plain page. */
  navbar?: NavbarVariant;
  /** Classes of the <main> element. */
  className?: string;
}

export interface TemplatePageProps extends TemplatePageHandle {
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
