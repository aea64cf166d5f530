import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveTheme, setColorMode, themeScript, themeStorageKey, type Theme } from "~/color-mode/colorMode";
import { ThemeSwitch } from "~/shell/ThemeSwitch";
import { stubMediaQueries } from "./media";

const html = document.documentElement;

/** Runs the colour-mode script as the browser would, at the given address. */
function runModeScript(search = "") {
  window.history.replaceState(null, "", `/${search}`);
  html.removeAttribute("data-bs-theme");
  new Function(themeScript)();
  return html.getAttribute("data-bs-theme");
}

describe("the colour mode", () => {
  let system: ReturnType<typeof stubMediaQueries>;
  beforeEach(() => {
    localStorage.clear();
    system = stubMediaQueries();
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  const cases: { saved: string | null; systemTheme: Theme; search: string; expected: Theme }[] = [
    { saved: null, systemTheme: "light", search: "", expected: "light" },
    { saved: null, systemTheme: "dark", search: "", expected: "dark" },
    { saved: "dark", systemTheme: "light", search: "", expected: "dark" },
    { saved: "light", systemTheme: "dark", search: "", expected: "light" },
    { saved: "nonsense", systemTheme: "dark", search: "", expected: "dark" },
    { saved: "light", systemTheme: "light", search: "?theme=dark", expected: "dark" },
    { saved: "dark", systemTheme: "dark", search: "?theme=light", expected: "light" },
    { saved: "dark", systemTheme: "light", search: "?theme=purple", expected: "dark" },
  ];
  it.each(cases)("page script and app agree: saved $saved, system $systemTheme, $search → $expected", (c) => {
    if (c.saved) localStorage.setItem(themeStorageKey, c.saved);
    system.set({ dark: c.systemTheme === "dark" });
    expect(runModeScript(c.search)).toBe(c.expected);
    expect(resolveTheme(undefined, c.search)).toBe(c.expected);
  });

  it("the navbar switch saves a choice, applies it, and follows the system on System", async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.click(screen.getByRole("button", { name: "Colour mode: System" }));
    expect(screen.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Dark" }));
    expect(localStorage.getItem(themeStorageKey)).toBe("dark");
    expect(html).toHaveAttribute("data-bs-theme", "dark");
    const toggle = screen.getByRole("button", { name: "Colour mode: Dark" });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "System" }));
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
    expect(html).toHaveAttribute("data-bs-theme", "light");
    act(() => system.set({ dark: true }));
    expect(html).toHaveAttribute("data-bs-theme", "dark");
  });

  it("follows a choice made in another tab", () => {
    render(<ThemeSwitch />);
    localStorage.setItem(themeStorageKey, "dark");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: themeStorageKey, newValue: "dark" }));
    });
    expect(html).toHaveAttribute("data-bs-theme", "dark");
    expect(screen.getByRole("button", { name: "Colour mode: Dark" })).toBeInTheDocument();
  });

  it("keeps a choice for the page when storage is refused", () => {
    const setItem = Storage.prototype.setItem;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    Storage.prototype.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    try {
      act(() => setColorMode("dark"));
      expect(html).toHaveAttribute("data-bs-theme", "dark");
      expect(resolveTheme()).toBe("dark");
    } finally {
      Storage.prototype.setItem = setItem;
      Storage.prototype.getItem = getItem;
      setColorMode("system");
    }
  });
});
