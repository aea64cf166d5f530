import "@fontsource/roboto/latin-400.css";
import "@fontsource/roboto/latin-500.css";
import "@fontsource/roboto/latin-700.css";
import "@fontsource/roboto-slab/latin-700.css";
import "./styles/app.scss";

import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import { BaseLayout } from "./components/BaseLayout";
import { installRipple } from "./lib/ripple";
import { NotFoundContent } from "./routes/not-found";
import { themeScript } from "./theme/colorMode";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The head script sets data-bs-theme before hydration, so React is told the attribute may differ.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Before any stylesheet: the page paints in the visitor's colour mode from the start. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#344767" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link visually-hidden-focusable" href="#content">
          Skip to main content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Tests (and styles) can tell a hydrated page from the prerendered HTML.
    document.documentElement.dataset.hydrated = "true";
    return installRipple();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <BaseLayout title="Something went wrong" breadcrumb={[{ label: "Something went wrong" }]}>
      <p className="lead">This page could not be shown. Please reload it, or come back a little later.</p>
    </BaseLayout>
  );
}
