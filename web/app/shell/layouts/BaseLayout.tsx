import type { ReactNode } from "react";
import { Breadcrumbs, type BreadcrumbItem } from "~/components/Breadcrumbs";
import { Footer } from "../Footer";
import { Navbar } from "../Navbar";

interface BaseLayoutProps {
  title: string;
  breadcrumb: BreadcrumbItem[];
  children?: ReactNode;
}

/** Light navbar, breadcrumb, title, the page's content and the footer. */
export function BaseLayout({ title, breadcrumb, children }: BaseLayoutProps) {
  return (
    <>
      <Navbar variant="light" />
      <main id="content" tabIndex={-1} className="container base-layout">
        <div className="row">
          <div className="col-12 pt-4 pb-2">
            <Breadcrumbs items={breadcrumb} />
            <h1 className="mt-3 mb-4">{title}</h1>
          </div>
        </div>
        {children}
      </main>
      <Footer />
    </>
  );
}
