import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import TemplatePages from "~/routes/template-pages";
import type { TemplatePageHandle } from "~/shell/layouts/TemplatePage";

/** The template pages' layout route around one page, its handle as the page's module exports it. */
function renderPage(handle?: TemplatePageHandle) {
  const router = createMemoryRouter(
    [{ element: <TemplatePages />, children: [{ path: "/pages/x", handle, element: <h1>Page</h1> }] }],
    { initialEntries: ["/pages/x"] },
  );
  return render(<RouterProvider router={router} />);
}

describe("the template pages' layout route", () => {
  it("frames the page: navbar, the main element the skip link reaches, footer; transparent navbar unless told", () => {
    renderPage();
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "content");
    expect(main).toHaveAttribute("tabindex", "-1");
    expect(main).not.toHaveAttribute("class");
    expect(main).toContainElement(screen.getByRole("heading", { name: "Page" }));
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(document.querySelector(".site-navbar")).toHaveClass("site-navbar-transparent");
  });

  it("takes the navbar's look and the main element's classes from the page's handle", () => {
    renderPage({ navbar: "sticky", className: "contact-page" });
    expect(screen.getByRole("main")).toHaveClass("contact-page");
    expect(document.querySelector(".site-navbar")).toHaveClass("site-navbar-sticky");
  });

  it("is the one parent of every /pages/ and /authentication/ page and of nothing else", () => {
    const layout = routes.find((route) => route.file === "routes/template-pages.tsx");
    const children = layout?.children?.map((route) => route.path) ?? [];
    expect(children).toHaveLength(18);
    expect(children.every((path) => /^\/(pages|authentication)\//.test(path ?? ""))).toBe(true);
    expect(routes.filter((route) => route !== layout).some((route) => /^\/(pages|authentication)\//.test(route.path ?? ""))).toBe(false);
  });
});
