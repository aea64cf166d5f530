import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { FaFacebook, FaTwitter } from "react-icons/fa6";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { stubMediaQueries } from "./media";
import { FooterSection, type FooterSectionProps } from "~/components/FooterSection";
import { TypedText } from "~/components/TypedText";
import { Wordmark } from "~/components/Wordmark";
import { renderWithRouter } from "./render";

const services = ["web development", "mobile development", "web design"];
const headerTiming = { typeSpeed: 90, backSpeed: 90, backDelay: 200, startDelay: 500 };

/** The text the animation shows at the moment, without its cursor. */
function visibleText(container: HTMLElement): string {
  const words = container.querySelector(".typed-text-words")!;
  const cursor = words.querySelector(".typed-cursor")?.textContent ?? "";
  return words.textContent!.slice(0, words.textContent!.length - cursor.length);
}

/** Advances fake time 1 ms at a time, letting React run the effects that schedule the next timer. */
function advance(milliseconds: number) {
  for (let elapsed = 0; elapsed < milliseconds; elapsed += 1) act(() => vi.advanceTimersByTime(1));
}

/** Advances fake time in small steps and records every text shown, without repeats in a row. */
function watch(container: HTMLElement, milliseconds: number, stepMs = 30): string[] {
  const seen = [visibleText(container)];
  for (let elapsed = 0; elapsed < milliseconds; elapsed += stepMs) {
    act(() => vi.advanceTimersByTime(stepMs));
    const text = visibleText(container);
    if (text !== seen.at(-1)) seen.push(text);
  }
  return seen;
}

describe("TypedText", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMediaQueries();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("prerenders the whole list for screen readers and the first word, still, for the eye", () => {
    const html = renderToString(<TypedText strings={services} loop {...headerTiming} />);
    const host = document.createElement("div");
    host.innerHTML = html;
    expect(host.querySelector(".visually-hidden")).toHaveTextContent("web development, mobile development, web design");
    const animated = host.querySelector(".typed-text-words")!;
    expect(animated).toHaveAttribute("aria-hidden", "true");
    expect(animated).toHaveTextContent(/^web development$/);
    // Still until the animation takes over.
    expect(animated).toHaveAttribute("data-still");
  });

  it("hydrated, keeps the prerendered first word whole through the start delay and goes on to the next word", () => {
    const element = <TypedText strings={services} loop {...headerTiming} />;
    const host = document.createElement("div");
    host.innerHTML = renderToString(element);
    document.body.append(host);
    let root!: Root;
    act(() => {
      root = hydrateRoot(host, element);
    });
    onTestFinished(() => {
      act(() => root.unmount());
      host.remove();
    });
    expect(host.querySelector(".typed-text-words")).not.toHaveAttribute("data-still");
    expect(host.querySelector(".typed-cursor")).toBeInTheDocument();
    const seen = watch(host, 4_000);
    // Whole from the start, never emptied to be typed again: erased only on the way to the next word.
    expect(seen[0]).toBe("web development");
    expect(seen.filter((text) => services.includes(text)).slice(0, 2)).toEqual(["web development", "mobile development"]);
    expect(seen.slice(0, 3)).toEqual(["web development", "web developmen", "web developme"]);
  });

  it("keeps the whole first word when the visitor allows motion again, and goes on from it", () => {
    const media = stubMediaQueries({ reducedMotion: true });
    const { container } = render(<TypedText strings={services} loop {...headerTiming} />);
    expect(visibleText(container)).toBe("web development");
    act(() => media.set({ reducedMotion: false }));
    expect(visibleText(container)).toBe("web development");
    advance(500 + 199);
    expect(visibleText(container)).toBe("web development");
    const seen = watch(container, 4_000);
    expect(seen.filter((text) => services.includes(text)).slice(0, 2)).toEqual(["web development", "mobile development"]);
  });

  it("types the first word from empty after its start delay", () => {
    const { container } = render(<TypedText strings={services} loop {...headerTiming} />);
    expect(container.querySelector(".typed-text-words")).not.toHaveAttribute("data-still");
    expect(visibleText(container)).toBe("");
    advance(499);
    expect(visibleText(container)).toBe("");
    advance(1 + 90);
    expect(visibleText(container)).toBe("w");
    expect(watch(container, 1_500)).toContain("web development");
  });

  it("types, erases and types the next word, and loops back to the first without end", () => {
    const { container } = render(<TypedText strings={services} loop {...headerTiming} />);
    const seen = watch(container, 20_000);
    const wholeWords = seen.filter((text) => services.includes(text));
    // Each round shows the three words in order; 20 s holds several rounds.
    expect(wholeWords.slice(0, 7)).toEqual([...services, ...services, services[0]]);
    // Typed one character at a time at 90 ms.
    expect(seen).toContain("mobile d");
    // The last word is erased completely before the next round starts from the first.
    expect(seen.slice(seen.indexOf("web design") + 1, seen.indexOf("web design") + 6)).toEqual([
      "web desig",
      "web desi",
      "web des",
      "web de",
      "web d",
    ]);
    const restart = seen.indexOf("", seen.indexOf("web design"));
    expect(seen.slice(restart, restart + 3)).toEqual(["", "w", "we"]);
  });

  it("erases only back to what the next word shares with this one", () => {
    const { container } = render(<TypedText strings={["web design", "web development"]} {...headerTiming} />);
    const seen = watch(container, 5_000);
    expect(seen.slice(seen.indexOf("web design"))).toEqual([
      "web design",
      "web desig",
      "web desi",
      "web des",
      "web de",
      "web dev",
      "web deve",
      "web devel",
      "web develo",
      "web develop",
      "web developm",
      "web developme",
      "web developmen",
      "web development",
    ]);
  });

  it("stops on the last word when it does not loop", () => {
    const { container } = render(<TypedText strings={["one", "two"]} typeSpeed={10} backSpeed={10} />);
    watch(container, 5_000);
    expect(visibleText(container)).toBe("two");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits its start delay, types, then waits the back delay (700 ms by default) before erasing the first word", () => {
    const { container } = render(<TypedText strings={["alpha", "beta"]} startDelay={500} backSpeed={50} />);
    advance(499);
    expect(visibleText(container)).toBe("");
    // At typeSpeed 0 each character takes one tick of advance().
    let ticks = 0;
    while (visibleText(container) !== "alpha" && ticks < 10) {
      advance(1);
      ticks += 1;
    }
    expect(visibleText(container)).toBe("alpha");
    advance(699);
    expect(visibleText(container)).toBe("alpha");
    advance(1 + 50);
    expect(visibleText(container)).toBe("alph");
  });

  it("fades a word out over the fade-out delay (500 ms by default) instead of erasing it", () => {
    const { container } = render(<TypedText strings={["alpha", "beta"]} fadeOut backDelay={100} typeSpeed={10} />);
    advance(5 * 10 + 1);
    expect(visibleText(container)).toBe("alpha");
    advance(99);
    expect(container.querySelector(".typed-text-fade")).not.toBeInTheDocument();
    advance(2);
    expect(container.querySelector(".typed-text-fade")).toBeInTheDocument();
    expect(visibleText(container)).toBe("alpha");
    advance(498);
    expect(visibleText(container)).toBe("alpha");
    advance(2);
    expect(visibleText(container)).toBe("");
    expect(container.querySelector(".typed-text-fade")).not.toBeInTheDocument();
    advance(40);
    expect(visibleText(container)).toBe("beta");
  });

  it("shows a '|' cursor by default, or the one it is given", () => {
    const { container, rerender } = render(<TypedText strings={services} />);
    expect(container.querySelector(".typed-cursor")).toHaveTextContent("|");
    rerender(<TypedText strings={services} cursor="_" />);
    expect(container.querySelector(".typed-cursor")).toHaveTextContent("_");
  });

  it("shows the first word without motion, cursor or pause button under reduced motion", () => {
    stubMediaQueries({ reducedMotion: true });
    const { container } = render(<TypedText strings={services} loop {...headerTiming} />);
    advance(10_000);
    expect(visibleText(container)).toBe("web development");
    expect(container.querySelector(".typed-cursor")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("pauses on its own toggle button, showing the current word whole, and resumes", () => {
    const { container } = render(<TypedText strings={services} loop {...headerTiming} />);
    const toggle = screen.getByRole("button", { name: "Pause the typed words" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    advance(500 + 90 * 5);
    expect(visibleText(container)).toBe("web d");

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(visibleText(container)).toBe("web development");
    advance(10_000);
    expect(visibleText(container)).toBe("web development");
    expect(vi.getTimerCount()).toBe(0);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(watch(container, 5_000)).toContain("mobile development");
  });

  it("follows a paused prop, and then leaves the pause button to its parent", () => {
    const { container, rerender } = render(<TypedText strings={services} loop paused={false} {...headerTiming} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    advance(500 + 200 + 90 * 2);
    rerender(<TypedText strings={services} loop paused {...headerTiming} />);
    expect(visibleText(container)).toBe("web development");
    advance(10_000);
    expect(visibleText(container)).toBe("web development");
  });

  it("starts over from the first of new words", () => {
    const { container, rerender } = render(<TypedText strings={services} loop {...headerTiming} />);
    advance(6_000);
    rerender(<TypedText strings={["design", "tool"]} loop {...headerTiming} />);
    expect(visibleText(container)).toBe("");
    expect(watch(container, 500 + 90 * 6)).toContain("design");
    expect(container.querySelector(".visually-hidden")).toHaveTextContent(/^design, tool$/);
    expect(watch(container, 3_000)).toContain("tool");
  });

  it("leaves no timer behind when it unmounts", () => {
    const { unmount } = render(<TypedText strings={services} loop {...headerTiming} />);
    advance(1_000);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects an empty list and negative delays", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<TypedText strings={[]} />)).toThrow("TypedText: strings must be a list of at least one non-empty word; got []");
    expect(() => render(<TypedText strings={["a"]} typeSpeed={-1} />)).toThrow(
      "TypedText: typeSpeed must be a number of milliseconds, 0 or more; got -1",
    );
  });
});

const menus: FooterSectionProps["menus"] = [
  {
    name: "Company",
    items: [
      { name: "About us", href: "/pages/company/about-us" },
      { name: "Press kit", href: "https://press.example.com/" },
    ],
  },
  { name: "Help", items: [{ name: "FAQ", href: "/pages/support/faq" }] },
];
const socials: FooterSectionProps["socials"] = [
  { icon: FaTwitter, link: "https://twitter.com/", label: "Sample Co. on Twitter" },
  { icon: FaFacebook, link: "https://www.facebook.com/", label: "Sample Co. on Facebook" },
];
const brand = { name: "Sample Co.", route: "/", description: "Sample description." };

describe("FooterSection", () => {
  it("shows menus as headed columns of links, local ones in this tab and others in a new one", () => {
    const { container } = renderWithRouter(<FooterSection brand={brand} menus={menus} copyright="© 2030 Sample Co." headingLevel={3} />);
    expect(container.querySelector("footer.footer-section-columns")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Company", "Help"]);
    const about = screen.getByRole("link", { name: "About us" });
    expect(about).toHaveAttribute("href", "/pages/company/about-us");
    expect(about).not.toHaveAttribute("target");
    const press = screen.getByRole("link", { name: "Press kit (opens in new tab)" });
    expect(press).toHaveAttribute("target", "_blank");
    expect(press).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Sample Co." })).toHaveAttribute("href", "/");
    expect(screen.getByText("Sample description.")).toBeInTheDocument();
  });

  it("shows a flat list of links in one centred row, without headings", () => {
    const links = [
      { name: "Pricing", href: "/pages/company/pricing" },
      { name: "Blog", href: "/pages/blog/single-article" },
    ];
    const { container } = renderWithRouter(<FooterSection brand={brand} links={links} copyright="© 2030" />);
    expect(container.querySelector(".footer-section-centered")).toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    const list = container.querySelector<HTMLElement>(".footer-section-links")!;
    expect(within(list).getAllByRole("link").map((link) => link.textContent)).toEqual(["Pricing", "Blog"]);
  });

  it("names each social link and hides its icon", () => {
    renderWithRouter(<FooterSection brand={brand} links={[]} socials={socials} copyright="©" />);
    const twitter = screen.getByRole("link", { name: "Sample Co. on Twitter (opens in new tab)" });
    expect(twitter).toHaveAttribute("href", "https://twitter.com/");
    expect(twitter.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("link", { name: "Sample Co. on Facebook (opens in new tab)" })).toBeInTheDocument();
  });

  it("ends with its copyright line and dresses in its theme", () => {
    const { container } = renderWithRouter(
      <FooterSection brand={brand} menus={menus} copyright="All rights reserved. Copyright 2030 Sample Co." theme="dark" />,
    );
    expect(container.querySelector(".footer-section-copyright")).toHaveTextContent("All rights reserved. Copyright 2030 Sample Co.");
    expect(container.querySelector(".footer-section-dark")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });

  it("rejects menus together with links, an unknown theme and a bad heading level", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // Without a router: the error is thrown before any link renders.
    expect(() => render(<FooterSection brand={brand} menus={menus} links={[]} copyright="©" />)).toThrow(
      "FooterSection: give either menus or links, not both",
    );
    expect(() => render(<FooterSection brand={brand} copyright="©" theme={"blue" as "dark"} />)).toThrow(
      'FooterSection: theme must be one of light, dark; got "blue"',
    );
    expect(() => render(<FooterSection brand={brand} copyright="©" headingLevel={1 as 2} />)).toThrow(
      "FooterSection: headingLevel must be one of 2, 3, 4, 5, 6; got 1",
    );
    vi.restoreAllMocks();
  });
});

describe("Wordmark", () => {
  it("is an image named after the company, in the text colour", () => {
    render(<Wordmark name="Tidewell" symbol="wave" height={24} />);
    const logo = screen.getByRole("img", { name: "Tidewell" });
    expect(logo).toHaveAttribute("fill", "currentColor");
    expect(logo).toHaveAttribute("height", "24");
  });

  it("rejects an unknown symbol", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Wordmark name="X" symbol={"star" as "spark"} />)).toThrow('Wordmark: symbol must be one of orbit, peak');
    vi.restoreAllMocks();
  });
});
