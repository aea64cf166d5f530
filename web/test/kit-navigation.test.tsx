import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { movingTabDelay, NavPills, stackPillsBelow, type NavPillsTab } from "~/components/NavPills";
import { Pagination, paginationItems } from "~/components/Pagination";
import { expectNoAxeViolations, expectRenderError } from "./assertions";

function resizeWindow(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event("resize"));
  });
}

const tabs: NavPillsTab[] = [
  { key: "profile", label: "My Profile", content: <p>Profile panel</p> },
  { key: "dashboard", label: "Dashboard", content: <p>Dashboard panel</p> },
  { key: "payments", label: "Payments", content: <p>Payments panel</p> },
];

describe("NavPills", () => {
  const wideWindow = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 1280;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.innerWidth = wideWindow;
  });

  it("is a tab list whose first tab is active, with only that tab's panel shown", async () => {
    const { container } = render(<NavPills tabs={tabs} label="Account" />);
    const list = screen.getByRole("tablist", { name: "Account" });
    const [profile, dashboard] = within(list).getAllByRole("tab");
    expect(profile).toHaveAttribute("aria-selected", "true");
    expect(profile).toHaveAttribute("tabindex", "0");
    expect(dashboard).toHaveAttribute("aria-selected", "false");
    expect(dashboard).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("Profile panel");
    expect(panel).toHaveAccessibleName("My Profile");
    expect(profile).toHaveAttribute("aria-controls", panel.id);
    await expectNoAxeViolations(container);
  });

  it("switches tabs by click", async () => {
    const user = userEvent.setup();
    render(<NavPills tabs={tabs} label="Account" />);
    await user.click(screen.getByRole("tab", { name: "Dashboard" }));
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Dashboard panel");
  });

  it("moves between tabs with the arrow keys, Home and End, wrapping at the ends", async () => {
    const user = userEvent.setup();
    render(<NavPills tabs={tabs} label="Account" />);
    const tab = (name: string) => screen.getByRole("tab", { name });
    await user.click(tab("My Profile"));
    await user.keyboard("{ArrowRight}");
    expect(tab("Dashboard")).toHaveFocus();
    expect(tab("Dashboard")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(tab("Payments")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab("My Profile")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tab("Payments")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tab("My Profile")).toHaveFocus();
    await user.keyboard("{End}");
    expect(tab("Payments")).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Payments panel");
  });

  it("starts on defaultActiveKey, and follows activeKey when the parent owns it", async () => {
    const user = userEvent.setup();
    render(<NavPills tabs={tabs} label="Uncontrolled" defaultActiveKey="payments" />);
    expect(screen.getByRole("tab", { name: "Payments" })).toHaveAttribute("aria-selected", "true");

    const onSelect = vi.fn();
    function Owner() {
      const [key, setKey] = useState("dashboard");
      return (
        <NavPills
          tabs={tabs}
          label="Controlled"
          activeKey={key}
          onSelect={(next) => {
            onSelect(next);
            setKey(next);
          }}
        />
      );
    }
    render(<Owner />);
    const list = screen.getByRole("tablist", { name: "Controlled" });
    expect(within(list).getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    await user.click(within(list).getByRole("tab", { name: "My Profile" }));
    expect(onSelect).toHaveBeenCalledWith("profile");
    expect(within(list).getByRole("tab", { name: "My Profile" })).toHaveAttribute("aria-selected", "true");
  });

  it(`sets up the sliding highlight ${movingTabDelay} ms after mounting`, () => {
    vi.useFakeTimers();
    const { container } = render(<NavPills tabs={tabs} label="Account" />);
    expect(container.querySelector(".moving-tab")).toBeNull();
    act(() => vi.advanceTimersByTime(movingTabDelay - 1));
    expect(container.querySelector(".moving-tab")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const highlight = container.querySelector(".moving-tab")!;
    expect(highlight).toHaveAttribute("aria-hidden", "true");
    expect(highlight).toHaveClass("is-placed");
    expect(container.querySelector(".nav-pills-track")).toHaveClass("has-moving-tab");
  });

  it(`stacks horizontal pills below a ${stackPillsBelow} px window and lays them back out above it`, () => {
    vi.useFakeTimers();
    render(<NavPills tabs={tabs} label="Account" />);
    act(() => vi.advanceTimersByTime(movingTabDelay));
    const list = screen.getByRole("tablist");
    expect(list).toHaveAttribute("aria-orientation", "horizontal");
    expect(list).toHaveClass("flex-row");

    resizeWindow(stackPillsBelow - 1);
    expect(list).toHaveAttribute("aria-orientation", "vertical");
    expect(list).toHaveClass("flex-column");
    expect(list).not.toHaveClass("flex-row");

    resizeWindow(stackPillsBelow);
    expect(list).toHaveAttribute("aria-orientation", "horizontal");
    expect(list).toHaveClass("flex-row");
  });

  it("keeps vertical pills vertical at any width", () => {
    render(<NavPills tabs={tabs} label="Account" vertical />);
    const list = screen.getByRole("tablist");
    expect(list).toHaveAttribute("aria-orientation", "vertical");
    resizeWindow(1600);
    expect(list).toHaveAttribute("aria-orientation", "vertical");
    expect(list).toHaveClass("flex-column");
  });

  it("prerenders horizontal pills without a highlight, whatever the window", () => {
    window.innerWidth = 375;
    const html = renderToString(<NavPills tabs={tabs} label="Account" />);
    expect(html).toContain('aria-orientation="horizontal"');
    expect(html).not.toContain("moving-tab");
  });

  it("rejects no tabs, repeated keys and an unknown active key", () => {
    expectRenderError(<NavPills tabs={[]} label="Empty" />, "NavPills: tabs must hold at least one tab");
    expectRenderError(<NavPills tabs={[tabs[0], tabs[0]]} label="Twice" />, 'NavPills: tab keys must be unique; "profile" is used twice');
    expectRenderError(
      <NavPills tabs={tabs} label="Unknown" defaultActiveKey="billing" />,
      'NavPills: defaultActiveKey must be one of profile, dashboard, payments; got "billing"',
    );
  });
});

describe("paginationItems", () => {
  it("builds previous, the pages with the current one active, and next", () => {
    expect(paginationItems(2, 5)).toEqual([
      { label: "Previous", previous: true },
      { label: "1", active: false },
      { label: "2", active: true },
      { label: "3", active: false },
      { label: "4", active: false },
      { label: "5", active: false },
      { label: "Next", next: true },
    ]);
  });

  it("rejects a page outside 1 to count and a count below 1", () => {
    expect(() => paginationItems(0, 5)).toThrow("paginationItems: page must be a whole number from 1 to 5; got 0");
    expect(() => paginationItems(6, 5)).toThrow("paginationItems: page must be a whole number from 1 to 5; got 6");
    expect(() => paginationItems(1.5, 5)).toThrow("got 1.5");
    expect(() => paginationItems(1, 0)).toThrow("paginationItems: count must be a whole number of at least 1; got 0");
  });
});

describe("Pagination", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is a labelled navigation whose current page has aria-current", async () => {
    const { container } = render(<Pagination label="Results pages" items={paginationItems(2, 5)} />);
    const nav = screen.getByRole("navigation", { name: "Results pages" });
    const current = within(nav).getByRole("button", { name: "Page 2" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current.closest(".page-item")).toHaveClass("active");
    for (const page of [1, 3, 4, 5]) {
      expect(within(nav).getByRole("button", { name: `Page ${page}` })).not.toHaveAttribute("aria-current");
    }
    expect(within(nav).getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(within(nav).getByRole("button", { name: "Next" })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it("disables previous on the first page and next on the last", () => {
    const { rerender } = render(<Pagination label="Pages" items={paginationItems(1, 5)} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" }).closest(".page-item")).toHaveClass("disabled");
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();

    rerender(<Pagination label="Pages" items={paginationItems(5, 5)} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    rerender(<Pagination label="Pages" items={paginationItems(1, 1)} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("calls onSelect with the page an item leads to", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Pagination label="Pages" items={paginationItems(3, 5)} onSelect={onSelect} />);
    await user.click(screen.getByRole("button", { name: "Page 5" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onSelect.mock.calls).toEqual([[5], [2], [4]]);
  });

  it("moves the active page when its owner follows onSelect", () => {
    function Demo() {
      const [page, setPage] = useState(2);
      return <Pagination label="Demo" items={paginationItems(page, 5)} onSelect={setPage} />;
    }
    render(<Demo />);
    fireEvent.click(screen.getByRole("button", { name: "Page 4" }));
    expect(screen.getByRole("button", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Page 2" })).not.toHaveAttribute("aria-current");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("has a class per size and colour", () => {
    const { container } = render(
      <>
        <Pagination label="Small" size="sm" color="success" items={paginationItems(1, 3)} />
        <Pagination label="Medium" items={paginationItems(1, 3)} />
        <Pagination label="Large" size="lg" color="danger" items={paginationItems(1, 3)} />
      </>,
    );
    const lists = container.querySelectorAll("ul");
    expect(lists[0]).toHaveClass("pagination", "pagination-sm", "pagination-success");
    expect(lists[1]).toHaveClass("pagination", "pagination-primary");
    expect(lists[1].className).not.toMatch(/pagination-(sm|md|lg)/);
    expect(lists[2]).toHaveClass("pagination-lg", "pagination-danger");
  });

  it("rejects a bad colour, size or set of items", () => {
    const items = paginationItems(1, 3);
    expectRenderError(
      // @ts-expect-error: a colour outside the theme
      <Pagination label="Pages" items={items} color="pink" />,
      'Pagination: color must be one of primary, secondary, info, success, warning, danger, light, dark; got "pink"',
    );
    // @ts-expect-error: a size outside sm, md, lg
    expectRenderError(<Pagination label="Pages" items={items} size="xl" />, 'Pagination: size must be one of sm, md, lg; got "xl"');
    expectRenderError(
      <Pagination label="Pages" items={[{ label: "1", active: true }, { label: "2", active: true }]} />,
      "Pagination: at most one page can be active",
    );
  });
});
