import { createElement, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ModalsSimple from "~/examples/attention-catchers/modals/ModalsSimple";
import PopoversPlacements from "~/examples/attention-catchers/tooltips-popovers/PopoversPlacements";
import TooltipsPlacements from "~/examples/attention-catchers/tooltips-popovers/TooltipsPlacements";
import AvatarsGroup from "~/examples/elements/avatars/AvatarsGroup";
import DropdownsDropup from "~/examples/elements/dropdowns/DropdownsDropup";
import TestimonialsCarousel from "~/examples/page-sections/testimonials/TestimonialsCarousel";
import { probeExample, type Probe } from "../pipeline/snippets/widget-probe";
import { exampleScope, exampleSnippet } from "../pipeline/snippets/example-snippet";
import { layoutHtml, stylesheetIndex } from "../pipeline/snippets/whitespace-layout";
import { addBehaviours, demoForms, needsScript } from "../pipeline/snippets/markup-behaviours";
import { ownIds } from "../pipeline/snippets/snippet-ids";
import { stubMediaQueries } from "./media";

/** The rules of the theme that decide where whitespace shows, as Bootstrap writes them, scoped. */
const theme = stylesheetIndex(`
  .ukg .d-flex { display: flex !important; }
  .ukg .d-inline-block { display: inline-block !important; }
  .ukg .btn { display: inline-block; }
  .ukg .row { display: flex; }
  .ukg .nav-link { display: block; }
  .ukg .dropdown-toggle::after { display: inline-block; content: ""; }
  .ukg .dropdown-menu { position: absolute; display: none; }
  .ukg .dropdown-menu.show { display: block; }
  .ukg .clearfix::after { display: block; clear: both; content: ""; }
  .ukg .navbar > .container-fluid { display: flex; }
  .ukg .text-pre { white-space: pre-wrap; }
  @media (min-width: 768px) { .ukg .d-md-inline { display: inline !important; } }
`);

/** A fragment in a document of its own, inside a scope as a snippet is. */
function fragment(html: string): Element {
  const scope = document.createElement("div");
  scope.className = "ukg";
  scope.innerHTML = html;
  document.body.replaceChildren(scope);
  return scope;
}

/** Markup with whitespace-only text dropped and runs of whitespace made one space: what the layout may not change. */
function drawn(html: string): string {
  const scope = fragment(html);
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    if (!text.data.trim()) text.remove();
    else text.data = text.data.replace(/[ \t\n\r\f]+/g, " ");
  }
  for (const text of texts) if (text.isConnected) text.data = text.data.replace(/^ | $/g, (space, at: number) => (at === 0 ? (text.previousSibling ? space : "") : text.nextSibling ? space : ""));
  return scope.innerHTML;
}

const page = (content: string) =>
  `<!DOCTYPE html><html><body><main id="content" class="example-standalone"><h1 class="visually-hidden">Title</h1>${content}</main><script>x()</script></body></html>`;

describe("an HTML snippet's layout", () => {
  const layout = (html: string) => layoutHtml([fragment(html)], theme);

  it("writes block boxes an element a line, indented, and no line starts with >", () => {
    const html = layout(
      '<section class="py-4"><h3>Simple, honest pricing</h3><p class="text-soft">Sample plans: pay each month, or once a year and save, as the long line wraps.</p></section>',
    );
    expect(html).toBe(
      [
        '<div class="ukg">',
        '  <section class="py-4">',
        "    <h3>Simple, honest pricing</h3>",
        '    <p class="text-soft">',
        "      Sample plans: pay each month, or once a year and save, as the long line wraps.",
        "    </p>",
        "  </section>",
        "</div>",
        "",
      ].join("\n"),
    );
    expect(html.split("\n").some((line) => line.trimStart().startsWith(">"))).toBe(false);
  });

  it("adds no whitespace between inline blocks, where it would draw a gap, and breaks between flex items", () => {
    const buttons = '<button type="button" class="btn btn-primary">Save changes</button><button type="button" class="btn btn-outline-secondary">Cancel and go back</button>';
    const inFlow = layout(`<div class="text-center">${buttons}</div>`);
    expect(inFlow).toContain('Save changes</button><button type="button"');
    const inFlex = layout(`<div class="d-flex">${buttons}</div>`);
    expect(inFlex).toMatch(/Save changes<\/button>\n\s+<button/);
    // A class that may make it inline (at some width) counts.
    expect(layout(`<div class="text-center"><div class="d-md-inline">${"a ".repeat(40)}</div><div>b</div></div>`)).toContain("</div><div>b</div>");
  });

  it("keeps a dropdown toggle's caret against its label, and lets its menu, out of the flow, go on a line of its own", () => {
    const html = layout(
      '<div class="dropdown"><button type="button" class="btn btn-primary dropdown-toggle" aria-expanded="false" id="toggle-of-a-rather-long-name">Dropdown</button><div class="dropdown-menu"><button type="button" class="dropdown-item">Action</button></div></div>',
    );
    expect(html).toContain(">Dropdown</button>\n");
    expect(html).toMatch(/\n\s+<div class="dropdown-menu">/);
  });

  it("writes text whose whitespace shows as it is, and wraps other text at its spaces", () => {
    const keep = "line one\n    line two";
    expect(layout(`<div class="row"><p class="text-pre">${keep}</p><textarea>\nfirst</textarea></div>`)).toContain(`<p class="text-pre">${keep}</p>`);
    // The parser drops a textarea's first newline: one that is its text is written twice.
    expect(layout("<textarea>\n\nfirst</textarea>")).toContain("<textarea>\n\nfirst</textarea>");
    const long = `<p>${"word ".repeat(40).trim()}</p>`;
    expect(layout(long).split("\n").every((line) => line.length <= 100)).toBe(true);
  });

  it("changes nothing but whitespace that is not drawn", () => {
    const source =
      '<nav class="navbar"><div class="container-fluid"><a href="/" class="navbar-brand">Tasklane</a><button type="button" class="navbar-toggler" aria-label="Toggle navigation"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 18h18v-2H3z"></path></svg></button><div class="collapse"><a class="nav-link" href="/a">About us</a><a class="btn btn-sm" href="/b">Get started</a></div></div></nav><p>Some <strong>bold</strong> text, <a href="/x">a link</a> and more text to make the paragraph long enough to wrap twice over at a hundred characters.</p>';
    const html = layout(source);
    expect(drawn(html.replace(/^<div class="ukg">|<\/div>\n$/g, ""))).toBe(drawn(source));
  });
});

describe("a snippet's ids", () => {
  it("are prefixed with the example's id, React's numbered, and every reference follows", () => {
    const scope = fragment(
      '<label for="_R_1a_">Name</label><input id="_R_1a_" aria-describedby="_R_1a_-hint other"><p id="_R_1a_-hint">Hint</p>' +
        '<a href="#section">Skip</a><a href="#nowhere">Away</a><h2 id="section">Section</h2>' +
        '<svg><defs><linearGradient id="fade"></linearGradient></defs><rect fill="url(#fade)"></rect></svg>' +
        '<button data-bs-target="#_R_2b_" aria-controls="_R_2b_">Open</button><div id="_R_2b_" class="collapse"></div>',
    );
    ownIds(scope, "inputs-simple");
    expect(scope.querySelector("label")!.getAttribute("for")).toBe("inputs-simple-1");
    expect(scope.querySelector("input")!.id).toBe("inputs-simple-1");
    // A reference to an id the snippet does not have is left as it is.
    expect(scope.querySelector("input")!.getAttribute("aria-describedby")).toBe("inputs-simple-1-hint other");
    expect(scope.querySelector("p")!.id).toBe("inputs-simple-1-hint");
    expect([...scope.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(["#inputs-simple-section", "#nowhere"]);
    expect(scope.querySelector("rect")!.getAttribute("fill")).toBe("url(#inputs-simple-fade)");
    expect(scope.querySelector("button")!.getAttribute("data-bs-target")).toBe("#inputs-simple-2");
    expect(scope.querySelector("button")!.getAttribute("aria-controls")).toBe("inputs-simple-2");
  });

  it("refuses two that would become one", () => {
    expect(() => ownIds(fragment('<p id="_R_1_"></p><p id="1"></p>'), "x")).toThrow(/two ids of the snippet would both be x-1/);
  });
});

describe("a snippet's behaviours", () => {
  it("opens a navbar's menu with its toggler, and an accordion's items one at a time", () => {
    const scope = fragment(
      '<nav class="navbar"><button aria-controls="menu" aria-expanded="false" type="button" class="navbar-toggler collapsed"></button><div class="navbar-collapse collapse" id="menu"></div></nav>' +
        '<div class="accordion"><div class="accordion-item"><h3 class="accordion-header"><button type="button" aria-expanded="true" class="accordion-button">One</button></h3><div class="accordion-collapse collapse show"><div class="accordion-body">1</div></div></div>' +
        '<div class="accordion-item"><h3 class="accordion-header"><button type="button" aria-expanded="false" class="accordion-button collapsed">Two</button></h3><div class="accordion-collapse collapse"><div class="accordion-body">2</div></div></div></div>',
    );
    addBehaviours(scope);
    const toggler = scope.querySelector(".navbar-toggler")!;
    expect(toggler.getAttribute("data-bs-toggle")).toBe("collapse");
    expect(toggler.getAttribute("data-bs-target")).toBe("#menu");
    const accordion = scope.querySelector(".accordion")!;
    const [first, second] = scope.querySelectorAll(".accordion-collapse");
    expect(accordion.id).toBeTruthy();
    expect(first.id).not.toBe(second.id);
    for (const [index, button] of [...scope.querySelectorAll(".accordion-button")].entries()) {
      const collapse = [first, second][index];
      expect(button.getAttribute("data-bs-toggle")).toBe("collapse");
      expect(button.getAttribute("data-bs-target")).toBe(`#${collapse.id}`);
      expect(button.getAttribute("aria-controls")).toBe(collapse.id);
      expect(collapse.getAttribute("data-bs-parent")).toBe(`#${accordion.id}`);
    }
  });

  it("makes tabs and pills Bootstrap's, their hidden panels tab panes", () => {
    const scope = fragment(
      '<div role="tablist" class="nav nav-pills"><button role="tab" id="t1" aria-controls="p1" class="nav-link active">A</button><button role="tab" id="t2" aria-controls="p2" class="nav-link">B</button></div>' +
        '<div class="tab-content"><div role="tabpanel" id="p1">1</div><div role="tabpanel" id="p2" hidden>2</div></div>' +
        '<div class="nav nav-tabs" role="tablist"><button role="tab" aria-controls="p3" class="nav-link active">C</button></div><div class="tab-content"><div role="tabpanel" id="p3" class="fade tab-pane active show">3</div></div>',
    );
    addBehaviours(scope);
    const [pill, other, tab] = scope.querySelectorAll('[role="tab"]');
    expect([pill.getAttribute("data-bs-toggle"), pill.getAttribute("data-bs-target")]).toEqual(["pill", "#p1"]);
    expect(other.getAttribute("data-bs-target")).toBe("#p2");
    expect(tab.getAttribute("data-bs-toggle")).toBe("tab");
    const [first, second, third] = scope.querySelectorAll('[role="tabpanel"]');
    expect(first.className).toBe("tab-pane active");
    expect(second.className).toBe("tab-pane");
    expect(second.hasAttribute("hidden")).toBe(false);
    expect(third.className).toBe("fade tab-pane active show");
  });

  it("closes dismissible alerts and toasts with their close buttons, and turns a carousel by its own controls", () => {
    const scope = fragment(
      '<div role="alert" class="alert alert-dismissible"><button type="button" class="btn-close" aria-label="Close alert"></button>Hi</div>' +
        '<div class="toast show"><div class="toast-header"><button type="button" class="btn-close" data-dismiss="toast" aria-label="Close"></button></div></div>' +
        '<div class="carousel"><div class="carousel-inner"></div><a class="carousel-control-prev" role="button" href="#">‹</a><a class="carousel-control-next" role="button" href="#">›</a></div>',
    );
    addBehaviours(scope);
    expect(scope.querySelector(".alert .btn-close")!.getAttribute("data-bs-dismiss")).toBe("alert");
    const toastClose = scope.querySelector(".toast .btn-close")!;
    expect(toastClose.getAttribute("data-bs-dismiss")).toBe("toast");
    expect(toastClose.hasAttribute("data-dismiss")).toBe(false);
    const carousel = scope.querySelector(".carousel")!;
    const [previous, next] = scope.querySelectorAll(".carousel-control-prev, .carousel-control-next");
    expect([previous.getAttribute("data-bs-target"), previous.getAttribute("data-bs-slide")]).toEqual([`#${carousel.id}`, "prev"]);
    expect(next.getAttribute("data-bs-slide")).toBe("next");
    expect(next.hasAttribute("href")).toBe(false);
  });

  it("adds what the probe saw open: a closed modal after the example, a dropdown's menu, tooltips and popovers, outside carousel controls", () => {
    const scope = fragment(
      '<div><button type="button" class="btn">Launch</button><div class="dropdown"><button type="button" id="toggle" aria-expanded="false" class="dropdown-toggle btn">Menu</button></div>' +
        '<span tabindex="0" class="avatar">AO</span><button type="button" class="btn">Pop</button><div class="group"></div>' +
        '<div class="carousel"><div class="carousel-inner"></div></div><button type="button" class="next">Next</button></div>',
    );
    const probe: Probe = {
      modals: [
        {
          kind: "modal",
          trigger: 1,
          html: '<div role="dialog" aria-modal="true" style="display: block;" class="fade modal show" tabindex="-1" aria-labelledby="title"><div class="modal-dialog"><div class="modal-content"><h3 id="title">Title</h3><button type="button" class="btn-close" autofocus></button></div></div></div>',
          dismiss: [3],
          backdrop: "static",
        },
      ],
      menus: [{ toggle: 3, html: '<div x-placement="bottom-start" aria-labelledby="toggle" class="dropdown-menu show" data-popper-placement="bottom-start" style="position: absolute;"><button class="dropdown-item">A</button></div>', after: 3, parent: 2 }],
      tips: [
        { kind: "tooltip", trigger: 4, title: "Amara Okafor", html: false, placement: "bottom", triggers: ["hover", "focus"], container: 6 },
        { kind: "popover", trigger: 5, title: "Popover on left", content: "Keep them short", html: false, placement: "start", triggers: ["hover", "focus"] },
      ],
      slides: [{ control: 9, carousel: 7, slide: "next" }],
    };
    addBehaviours(scope, probe);
    const dialog = scope.lastElementChild!;
    expect(dialog.outerHTML).toBe(
      `<div class="fade modal" tabindex="-1" aria-labelledby="title" aria-hidden="true" data-bs-backdrop="static" id="${dialog.id}"><div class="modal-dialog"><div class="modal-content"><h3 id="title">Title</h3><button type="button" class="btn-close" data-bs-dismiss="modal"></button></div></div></div>`,
    );
    const launch = scope.querySelector("button")!;
    expect([launch.getAttribute("data-bs-toggle"), launch.getAttribute("data-bs-target")]).toEqual(["modal", `#${dialog.id}`]);
    const toggle = scope.querySelector("#toggle")!;
    expect(toggle.getAttribute("data-bs-toggle")).toBe("dropdown");
    expect(toggle.nextElementSibling!.outerHTML).toBe('<div aria-labelledby="toggle" class="dropdown-menu"><button class="dropdown-item">A</button></div>');
    const avatar = scope.querySelector(".avatar")!;
    const group = scope.querySelector(".group")!;
    expect(Object.fromEntries([...avatar.attributes].filter((attr) => attr.name.startsWith("data-bs-")).map((attr) => [attr.name, attr.value]))).toEqual({
      "data-bs-toggle": "tooltip",
      "data-bs-title": "Amara Okafor",
      "data-bs-placement": "bottom",
      "data-bs-container": `#${group.id}`,
    });
    const pop = [...scope.querySelectorAll("button")].find((button) => button.textContent === "Pop")!;
    expect(Object.fromEntries([...pop.attributes].filter((attr) => attr.name.startsWith("data-bs-")).map((attr) => [attr.name, attr.value]))).toEqual({
      "data-bs-toggle": "popover",
      "data-bs-title": "Popover on left",
      "data-bs-content": "Keep them short",
      "data-bs-placement": "left",
      "data-bs-trigger": "hover focus",
    });
    const next = scope.querySelector(".next")!;
    expect([next.getAttribute("data-bs-target"), next.getAttribute("data-bs-slide")]).toEqual([`#${scope.querySelector(".carousel")!.id}`, "next"]);
    expect(needsScript(scope)).toBe(true);
  });

  it("refuses a probe that names an element the markup does not have", () => {
    expect(() => addBehaviours(fragment("<p>x</p>"), { tips: [{ kind: "tooltip", trigger: 4, title: "t", html: false, placement: "top", triggers: ["hover"] }] })).toThrow(/names element 4/);
  });

  it("sends no form anywhere, even without the script", () => {
    const scope = fragment('<form method="post" action="javascript:throw new Error(\'React\')"><button formaction="javascript:x()">Send</button></form>');
    demoForms(scope);
    const form = scope.querySelector("form")!;
    expect([form.getAttribute("method"), form.hasAttribute("action"), form.getAttribute("data-ukg-demo")]).toEqual(["dialog", false, ""]);
    expect(scope.querySelector("button")!.hasAttribute("formaction")).toBe(false);
    expect(needsScript(scope)).toBe(false);
  });
});

describe("an example's snippet from its preview page", () => {
  it("is its scope without the page's title, React's markers or resource hints", () => {
    const html = exampleSnippet(page('<div class="ukg"><!--$--><link rel="preload" href="/a.woff2"/><div class="d-flex"><button type="button" class="btn">A</button></div><!--/$--></div>'), { id: "x", index: theme });
    expect(html).toEqual({ html: '<div class="ukg">\n  <div class="d-flex"><button type="button" class="btn">A</button></div>\n</div>\n', script: false });
  });

  it("is wrapped in a scope when the page has none", () => {
    expect(exampleScope(page("<p>One</p><p>Two</p>")).outerHTML).toBe('<div class="ukg"><p>One</p><p>Two</p></div>');
  });

  it("names the page that has no example in it", () => {
    expect(() => exampleScope("<html><body><p>x</p></body></html>", "preview/x")).toThrow(/preview\/x: no main\.example-standalone/);
    expect(() => exampleScope(page(""), "preview/y")).toThrow(/preview\/y: the example rendered nothing/);
  });
});

describe("the probe of an example's widgets", () => {
  beforeEach(() => {
    // As the build probes: a reader who asked for less motion (nothing moves by itself).
    stubMediaQueries({ reducedMotion: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  /**
   * The example's markup at rest, as the prerender writes it (rendered here in the DOM: in jsdom,
   * react-bootstrap's server render would try to open its portals).
   */
  function rendered(Example: ComponentType): string {
    const container = document.createElement("div");
    const root = createRoot(container);
    flushSync(() => root.render(createElement(Example)));
    const markup = container.innerHTML;
    flushSync(() => root.unmount());
    return `<div class="ukg">${markup}</div>`;
  }

  /** The example's scope as the build reads it from the page, and what the probe finds in it. */
  async function probed(Example: ComponentType) {
    const scope = exampleScope(page(rendered(Example)));
    return { scope, probe: await probeExample(Example, scope.innerHTML, Example.name) };
  }

  it("finds a modal, its trigger and what closes it", async () => {
    const { scope, probe } = await probed(ModalsSimple);
    expect(probe.modals).toHaveLength(1);
    const [modal] = probe.modals;
    expect(scope.querySelectorAll("*")[modal.trigger].textContent).toBe("Launch demo modal");
    const dialog = document.createElement("template");
    dialog.innerHTML = modal.html;
    const closers = [...dialog.content.firstElementChild!.querySelectorAll("*")].filter((_element, index) => modal.dismiss.includes(index));
    expect(closers.map((element) => element.getAttribute("aria-label") ?? element.textContent)).toEqual(["Close modal", "Close", "Save changes"]);
    expect(modal.backdrop).toBeUndefined();
    expect(modal.keyboard).toBeUndefined();
    // Its title, labelling it, keeps the id it has on the page.
    const title = dialog.content.querySelector(".modal-title")!;
    expect(dialog.content.firstElementChild!.getAttribute("aria-labelledby")).toBe(title.id);
    expect(title.id).toMatch(/^_r_/);
  }, 30_000);

  it("finds a dropdown's menu and where it goes", async () => {
    const { scope, probe } = await probed(DropdownsDropup);
    expect(probe.menus).toHaveLength(1);
    const elements = scope.querySelectorAll("*");
    const [menu] = probe.menus;
    expect(elements[menu.toggle].textContent).toBe("Dropup");
    expect(elements[menu.parent].classList.contains("dropup")).toBe(true);
    // Labelled by its toggle, by the id the prerendered toggle has.
    expect(menu.html).toContain(`aria-labelledby="${elements[menu.toggle].id}"`);
  }, 30_000);

  it("finds tooltips and popovers, their text, placement and what opens them", async () => {
    const tooltips = (await probed(TooltipsPlacements)).probe.tips;
    expect(tooltips.map(({ kind, title, placement, triggers }) => [kind, title, placement, triggers])).toEqual(
      ["top", "right", "bottom", "left"].map((side) => ["tooltip", `Hello from the ${side}!`, side, ["hover", "focus"]]),
    );
    const popovers = (await probed(PopoversPlacements)).probe.tips;
    expect(popovers.map(({ kind, title, content }) => [kind, title, content?.slice(0, 20)])).toEqual([
      ["popover", "Popover on top", "Popovers hold a shor"],
      ["popover", "Popover on right", "They open on hover, "],
      ["popover", "Popover on bottom", "Press Esc or move aw"],
      ["popover", "Popover on left", "Keep them short: any"],
    ]);
    // Avatars' tooltips open inside their group.
    const { scope, probe } = await probed(AvatarsGroup);
    expect(probe.tips).toHaveLength(4);
    expect(probe.tips.every((tip) => scope.querySelectorAll("*")[tip.container!].classList.contains("avatar-group"))).toBe(true);
  }, 60_000);

  it("finds a carousel's controls outside it", async () => {
    const { scope, probe } = await probed(TestimonialsCarousel);
    const elements = scope.querySelectorAll("*");
    expect(probe.slides.map(({ control, carousel, slide }) => [elements[control].textContent, elements[carousel].classList.contains("carousel"), slide])).toEqual([
      ["Previous story", true, "prev"],
      ["Next story", true, "next"],
    ]);
  }, 30_000);

  it("gives a snippet whose modal opens from its trigger, every id the example's own", async () => {
    const { probe } = await probed(ModalsSimple);
    const { html, script } = exampleSnippet(page(rendered(ModalsSimple)), { id: "modals-simple", probe, index: theme });
    expect(script).toBe(true);
    const snippet = fragment(html);
    const dialog = snippet.querySelector(".modal")!;
    expect(snippet.querySelector('[data-bs-toggle="modal"]')!.getAttribute("data-bs-target")).toBe(`#${dialog.id}`);
    expect(dialog.getAttribute("aria-labelledby")).toBe(snippet.querySelector(".modal-title")!.id);
    expect([...snippet.querySelectorAll("[id]")].every((element) => element.id.startsWith("modals-simple-"))).toBe(true);
    expect(html.split("\n").some((line) => line.trimStart().startsWith(">"))).toBe(false);
  }, 30_000);
});
