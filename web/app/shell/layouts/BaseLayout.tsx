import type { ReactNode } from "react";
import { Breadcrumbs, type BreadcrumbItem } from "~/components/Breadcrumbs";
import { Footer } from "../Footer";
import { Navbar } from "../Navbar";

interface BaseLayoutProps {
  title: string;
  breadcrumb: BreadcrumbItem[];
  /** Navigation beside the page (from 992 px; above it on narrower screens), outside its main content. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** Light navbar, breadcrumb, title, the page's content and the footer; with `aside`, a column before the content. */
export function BaseLayout({ title, breadcrumb, aside, children }: BaseLayoutProps) {
  const content = (
    <>
      <div className="row">
        <div className="col-12 pt-4 pb-2">
          <Breadcrumbs items={breadcrumb} />
          <h1 className="mt-3 mb-4">{title}</h1>
        </div>
      </div>
      {children}
    </>
  );
  return (
    <>
      <Navbar variant="light" />
      {aside ? (
        <div className="container aside-layout">
          {aside}
          <main id="content" tabIndex={-1} className="base-layout">
            {content}
          </main>
        </div>
      ) : (
        <main id="content" tabIndex={-1} className="container base-layout">
          {content}
        </main>
      )}
      <Footer />
    </>
  );
}
