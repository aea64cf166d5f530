import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteLink, type RouteLinkProps } from "~/components/RouteLink";
import { RouteLink as PublishedRouteLink } from "~/components/RouteLink.published";

// The props the kit gives RouteLink, and a few more an installed example might.
const cases: RouteLinkProps[] = [
  { to: "/", children: "Home" },
  { to: "/pages/company/about-us", className: "card-title-link stretched-link", children: "About us" },
  {
    to: "/pages/blog/single-article",
    className: "btn bg-gradient-primary",
    children: [
      "Read more",
      <span key="hint" className="visually-hidden">
        : The article
      </span>,
    ],
  },
  { to: "/pages/support/faq", "aria-label": "Questions", "aria-current": "page", id: "faq-link", title: "FAQ", children: "FAQ" },
  { to: "/sections/elements/avatars#avatars-group", tabIndex: -1, children: "Avatars" },
  { to: "https://www.gov.uk/browse/visas-immigration", rel: "external", children: "GOV.UK" },
];

const site = (props: RouteLinkProps, path = "/pages/company/pricing") => (
  <MemoryRouter initialEntries={[path]}>
    <RouteLink {...props} />
  </MemoryRouter>
);

/** The markup an element renders in the browser. */
function markup(element: ReactElement): string {
  const { container, unmount } = render(element);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe("RouteLink", () => {
  it("draws the same anchor on the site (React Router) as the published copy (plain <a>)", () => {
    for (const props of cases) {
      const published = markup(<PublishedRouteLink {...props} />);
      expect(published, props.to).toMatch(/^<a [^>]*href="[^"]+"/);
      expect(markup(site(props)), props.to).toBe(published);
      expect(renderToString(site(props)), props.to).toBe(renderToString(<PublishedRouteLink {...props} />));
    }
  });

  it("leads to the same address from any page of the site", () => {
    const props = { to: "/pages/support/faq", children: "FAQ" };
    expect(markup(site(props, "/sections/elements/breadcrumbs"))).toBe(markup(<PublishedRouteLink {...props} />));
  });
});
