import "./styles/fonts.scss";
import "@fontsource/roboto-slab/latin-700.css";
import "./styles/app.scss";

import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import { installRipple } from "./lib/ripple";
import { ServerYearContext } from "./lib/useCurrentYear";
import { href } from "./paths";
import { themeScript } from "./color-mode/colorMode";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.png", type: "image/png", sizes: "32x32" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The colour-mode script sets data-bs-theme before hydration, so React is told the attribute may differ.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#344767" />
        <Meta />
        <Links />
        {/* No paint until the whole page is parsed (#page-end, below). Painted part-parsed, a page first
            showed only the top of its content; as the rest arrived, the page outgrew the window and the
            scrollbar that appeared moved every centred block sideways (a layout shift of up to 0.15). */}
        <link rel="expect" href="#page-end" blocking="render" />
      </head>
      <body>
        {/* Before any content, so the first paint (held back by the stylesheets above) is in the visitor's
            colour mode. Not in <head>: there, asking for a media query before <body> exists held Chromium's
            first paint back by about a second in Lighthouse runs. It runs once, from the prerendered page:
            the browser bundle need not carry it, and hydration leaves it be. */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeScript : "" }} suppressHydrationWarning />
        <a className="skip-link visually-hidden-focusable" href="#content">
          Skip to main content
        </a>
        {children}
        <div id="page-end" hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The year the site was built: prerendered copyright lines show it until the browser's clock takes over. */
const buildYear = new Date(__BUILD_TIME__).getFullYear();

export default function App() {
  useEffect(() => {
    // Tests (and styles) can tell a hydrated page from the prerendered HTML.
    document.documentElement.dataset.hydrated = "true";
    return installRipple();
  }, []);
  return (
    <ServerYearContext value={buildYear}>
      <Outlet />
    </ServerYearContext>
  );
}

/**
 * A page that failed to render. Deliberately plain (no navbar or footer, which
 * may be what failed) and light: every page carries it. Unknown addresses never
 * get here; they are the not-found route.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <main id="content" className="container py-5">
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="lead">
        {notFound ? "There is no page at this address." : "This page could not be shown. Please reload it, or come back a little later."}
      </p>
      {/* A full load, not a client-side navigation: a fresh start after a failure. */}
      <a className="btn bg-gradient-primary" href={href("presentation")}>
        Go to the home page
      </a>
    </main>
  );
}
