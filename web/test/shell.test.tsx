import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ExternalLink } from "~/components/ExternalLink";
import { Footer } from "~/shell/Footer";
import { Navbar } from "~/shell/Navbar";
import { showcaseGroups } from "~/content/pages";
import { footerMenus, site } from "~/content/site";
import { installRipple, RIPPLE_DURATION } from "~/lib/ripple";
import { useBodyClass } from "~/shell/useBodyClass";
import { href } from "~/paths";
import { exampleCounts, groupCountLabel } from "~/catalogue/counts";
import { examples } from "~/catalogue/examples";
import { countByGroup, type ExampleMeta } from "~/catalogue/exampleMeta";
import { renderWithRouter } from "./render";

describe("Breadcrumbs", () => {
  it("links every crumb but the last, which is the current page in plain text", () => {
    renderWithRouter(
      <Breadcrumbs items={[{ label: "Elements", route: "/sections/elements/avatars" }, { label: "Sub", route: "/x" }, { label: "Buttons" }]} />,
    );
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(trail).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole("link", { name: "Elements" })).toHaveAttribute("href", "/sections/elements/avatars");
    expect(within(items[1]).getByRole("link", { name: "Sub" })).toHaveAttribute("href", "/x");
    expect(within(items[2]).queryByRole("link")).toBeNull();
    expect(items[2]).toHaveAttribute("aria-current", "page");
  });

  it("shows a crumb without a route as text", () => {
    renderWithRouter(<Breadcrumbs items={[{ label: "Root" }, { label: "Leaf" }]} />);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});

describe("ExternalLink", () => {
  it("opens in a new tab without an opener and says so", () => {
    render(<ExternalLink href="https://example.org/">Example</ExternalLink>);
    const link = screen.getByRole("link", { name: "Example (opens in new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("Navbar", () => {
  it("toggles the collapsed menu and its dropdowns, and closes a dropdown with Escape", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    const visas = screen.getByRole("button", { name: "Visas" });
    await user.click(visas);
    expect(visas).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("menu-visas")).toHaveClass("show");
    await user.keyboard("{Escape}");
    expect(visas).toHaveAttribute("aria-expanded", "false");
    expect(visas).toHaveFocus();
  });

  it("opening one dropdown closes the other", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    await user.click(screen.getByRole("button", { name: "Articles" }));
    await user.click(screen.getByRole("button", { name: "Visas" }));
    expect(screen.getByRole("button", { name: "Articles" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Visas" })).toHaveAttribute("aria-expanded", "true");
  });

  it("labels each showcase group with its example count and links every page by name", () => {
    renderWithRouter(<Navbar />);
    for (const group of showcaseGroups) {
      expect(screen.getByText(groupCountLabel(group.key))).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Buttons" })).toHaveAttribute("href", href("el-buttons"));
    expect(screen.getByRole("link", { name: "Co-working" })).toHaveAttribute("href", href("coworking"));
  });

  it("has the action button to the provider, with a custom label", () => {
    renderWithRouter(<Navbar actionLabel="Book a call" />);
    expect(screen.getByRole("link", { name: "Book a call (opens in new tab)" })).toHaveAttribute("href", site.providerUrl);
  });

  it("closes everything after a navigation", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />, { routes: [{ path: href("about"), element: <Navbar /> }] });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Articles" }));
    await user.click(screen.getByRole("link", { name: "About Us" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Articles" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("registry counts", () => {
  const sample: ExampleMeta[] = [
    { id: "a", title: "A", group: "elements", page: "el-buttons", file: "elements/buttons/A.tsx" },
    { id: "b", title: "B", group: "elements", page: "el-badges", file: "elements/badges/B.tsx" },
    { id: "c", title: "C", group: "navigation", page: "navigation-navbars", file: "navigation/navbars/C.tsx" },
  ];
  it("counts examples per group, never a typed number", () => {
    const counts = countByGroup(sample);
    expect(counts).toEqual({ "page-sections": 0, navigation: 1, "input-areas": 0, "attention-catchers": 0, elements: 2 });
    expect(groupCountLabel("elements", counts)).toBe("2 elements");
    expect(groupCountLabel("page-sections", counts)).toBe("0 page sections");
  });

  it("gives the navbar the counts of the real registry", () => {
    expect(exampleCounts).toEqual(countByGroup(examples));
  });
});

describe("Footer", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("shows the menus, the social links and the current year", () => {
    vi.setSystemTime(new Date("2031-03-04T10:00:00Z"));
    renderWithRouter(<Footer />);
    for (const menu of footerMenus) {
      expect(screen.getByRole("heading", { name: menu.name })).toBeInTheDocument();
      for (const item of menu.items) {
        // The guide's own pages open in place; other sites in a new tab, saying so.
        const name = item.href.startsWith("/") ? item.name : `${item.name} (opens in new tab)`;
        expect(screen.getByRole("link", { name })).toHaveAttribute("href", item.href);
      }
    }
    for (const network of ["Facebook", "Twitter", "Instagram"]) {
      expect(screen.getByRole("link", { name: `${site.socialOwner} on ${network} (opens in new tab)` })).toBeInTheDocument();
    }
    expect(screen.getByText("All rights reserved. Copyright 2031")).toBeInTheDocument();
  });
});

describe("ripple", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("adds a ripple to a clicked button and removes it after 600 ms", () => {
    const remove = installRipple();
    render(<button className="btn">Go</button>);
    fireEvent.click(screen.getByRole("button"), { clientX: 5, clientY: 5 });
    expect(document.querySelectorAll(".ripple")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(RIPPLE_DURATION - 1));
    expect(document.querySelectorAll(".ripple")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelectorAll(".ripple")).toHaveLength(0);
    remove();
  });

  it("shows none under reduced motion, and none on things that are not buttons", () => {
    const remove = installRipple();
    render(
      <>
        <button className="btn">Go</button>
        <p>Text</p>
      </>,
    );
    fireEvent.click(screen.getByText("Text"));
    expect(document.querySelectorAll(".ripple")).toHaveLength(0);
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    fireEvent.click(screen.getByRole("button"));
    expect(document.querySelectorAll(".ripple")).toHaveLength(0);
    vi.unstubAllGlobals();
    remove();
  });
});

describe("useBodyClass", () => {
  function Page() {
    useBodyClass("rental", "bg-gray-200");
    return null;
  }
  it("adds the classes on entry and removes them on leave", () => {
    const { unmount } = render(<Page />);
    expect(document.body).toHaveClass("rental", "bg-gray-200");
    unmount();
    expect(document.body).not.toHaveClass("rental");
    expect(document.body).not.toHaveClass("bg-gray-200");
  });
});
