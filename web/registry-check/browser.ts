// The browser side of the registry check: pages that record what goes wrong on them, loading a
// page until it is at rest, opening an example's overlays, describing every element's computed
// styles, and the first difference between two descriptions.
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import { keepOffline } from "../chromium.mjs";

declare global {
  interface Window {
    /** When the body last changed (performance.now()), kept by watchedPage's init script. */
    __lastMutation: number;
    /** Set by bodyQuiet once the body has been still long enough. */
    __quiet: boolean;
  }
}

export interface View {
  width: number;
  height: number;
  theme: "light" | "dark";
}

/** One side of a comparison: the page, the element whose descendants are compared, and when it is ready. */
export interface Side {
  url: string;
  root: string;
  /** Runs in the page: whether the page has drawn what is compared. */
  ready: () => boolean;
  /** Describe the whole page from root (a host's own page), not root's children and the overlays. */
  wholePage?: boolean;
}

/** An element that opens an overlay, by its index among the triggers under the root. */
export interface Trigger {
  index: number;
  action: "hover" | "click";
  label: string;
}

/** One element as described in the page: where it is, what it says, its computed styles. */
export interface Described {
  path: string;
  shape: string;
  tag: string;
  text: string;
  className: string;
  styles: Record<string, string>;
}

/** What capture found: the elements, or what went wrong, or that the overlay's trigger is hidden in this view. */
export interface Captured {
  nodes?: Described[];
  problem?: string;
  hidden?: boolean;
}

/** A page and what went wrong on it since it last loaded, and the stylesheets it loaded (bytes by URL). */
export interface Watched {
  page: Page;
  problems: string[];
  stylesheets: Map<string, Promise<number>>;
  onProblem: (problem: string) => void;
}

/** Light at both widths the site is held to, and dark once: the dark variables must come along. */
export const views: View[] = [
  { width: 1440, height: 900, theme: "light" },
  { width: 375, height: 812, theme: "light" },
  { width: 1440, height: 900, theme: "dark" },
];
export const viewLabel = (view: View) => `@${view.width}${view.theme === "dark" ? " dark" : ""}`;

/** How long the document must stay unchanged before it counts as at rest. */
const settleMs = 500;
/** The same, while looking for what opens an overlay: a click's effects land within a frame or two. */
const probeQuietMs = 200;

/**
 * The computed styles compared on every element. Read with the CSS Typed OM
 * (`computedStyleMap`), which gives computed values, not used ones: `margin: auto`, `width: 50%`
 * and `padding-top: 56.25%` stay as written, so they do not depend on the page around the
 * example. Together they catch a missing or partial stylesheet (colour, type, spacing, borders
 * fall back to the browser's defaults), a wrong or missing class (display, flex, gap, size,
 * colour), missing dark-mode variables and icons drawn in the wrong colour. Left out: positions
 * and transforms (scripts set them from measurements) and what hover, focus or the pointer
 * decides. Besides these, each element with text is compared on the web font it is drawn in
 * ("font-face"), which the declared font-family cannot tell.
 */
// prettier-ignore
const comparedProperties = [
  // colour and type
  "color", "background-color", "background-image", "opacity", "visibility",
  "font-family", "font-size", "font-weight", "font-style", "line-height", "letter-spacing",
  "text-align", "text-transform", "text-decoration-line", "white-space", "vertical-align", "list-style-type",
  // the box
  ...["top", "right", "bottom", "left"].flatMap((side) => [`border-${side}-width`, `border-${side}-style`, `border-${side}-color`]),
  "border-top-left-radius", "border-top-right-radius", "border-bottom-right-radius", "border-bottom-left-radius",
  "box-shadow",
  ...["top", "right", "bottom", "left"].flatMap((side) => [`padding-${side}`, `margin-${side}`]),
  "width", "height", "min-width", "max-width", "min-height", "max-height",
  // layout
  "display", "position", "float", "overflow-x", "overflow-y",
  "flex-direction", "flex-wrap", "justify-content", "align-items", "row-gap", "column-gap",
  // SVG icons
  "fill", "stroke",
];

/** What an overlay is drawn from (Bootstrap's classes), and which of them count as open. */
const layerSelector =
  ".modal, .modal-backdrop, .offcanvas, .offcanvas-backdrop, .dropdown-menu, .popover, .tooltip, .toast";
const openSelector = ".modal.show, .offcanvas.show, .dropdown-menu.show, .toast.show, .popover, .tooltip";
/** What in an example may open an overlay when hovered or clicked (links that go somewhere and submit buttons left out). */
const triggerSelector =
  'button:not([disabled]):not(form [type="submit"]):not(form button:not([type])), [role="button"], a[data-bs-toggle], [aria-haspopup="true"], [tabindex="0"]';
/** Overlays tried per example, and elements tried to find them. */
const maxTriggers = 4;
const maxProbes = 12;
/** How long a hover or click may wait for its element to be ready: on two busy cores a frame can take a while. */
const actionTimeout = 10_000;

/** A browser context for one view, with requests to anything but the allowed origins answered here. */
export async function openContext(browser: Browser, view: View, allowed: ReadonlySet<string>): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    reducedMotion: "reduce",
    colorScheme: view.theme,
  });
  await keepOffline(context, (url) => allowed.has(url.origin));
  return context;
}

/**
 * A page that remembers what went wrong on it since it last loaded (errors, console errors,
 * hydration warnings, failed requests) and the stylesheets it loaded.
 */
export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // When the body last changed: a page is at rest once nothing has changed for a while.
  await page.addInitScript(() => {
    window.__lastMutation = performance.now();
    new MutationObserver((records) => {
      if (records.some((record) => document.body?.contains(record.target))) window.__lastMutation = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const problems: string[] = [];
  const watched: Watched = {
    page,
    problems,
    stylesheets: new Map(),
    onProblem: () => {},
  };
  const report = (problem: string) => {
    problems.push(problem);
    watched.onProblem(problem);
  };
  page.on("pageerror", (error) => report(`page error: ${error.message}`));
  page.on("console", (message) => {
    // React reports a hydration mismatch as a console error; Next also as a warning.
    if (message.type() === "error" || (message.type() === "warning" && /hydrat/i.test(message.text())))
      report(`console ${message.type()}: ${message.text()}`);
  });
  const requests: InFlight = { open: new Set(), waiting: [] };
  inFlight.set(page, requests);
  const done = (request: Request) => {
    requests.open.delete(request);
    if (requests.open.size === 0) for (const resolve of requests.waiting.splice(0)) resolve();
  };
  page.on("request", (request) => requests.open.add(request));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  page.on("requestfailed", (request) => {
    // Aborted: cancelled by the page or by leaving it (the previous page's late preloads), not refused.
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      report(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) report(`request failed: ${response.url()} (${response.status()})`);
    if (response.request().resourceType() === "stylesheet" && response.ok()) {
      watched.stylesheets.set(
        response.url(),
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
    }
  });
  return watched;
}

/** The computed padding of a page's element, as "top right bottom left". */
export async function paddingOf(watched: Watched, url: string, selector: string): Promise<{ padding?: string; problem?: string }> {
  const response = await watched.page.goto(url);
  if (!response?.ok()) return { problem: `GET ${url} answered ${response?.status()}` };
  const padding = await watched.page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].join(" ");
  });
  return { padding };
}

/**
 * One side of a comparison at rest, or with one of its overlays open: loads side.url, opens the
 * overlay, and describes every element under side.root (and the overlays outside it). Resolves
 * { nodes }, { problem } or, for an overlay whose trigger this view does not show, { hidden }.
 */
export async function capture(watched: Watched, side: Side, trigger?: Trigger): Promise<Captured> {
  const problem = await loadAtRest(watched, side);
  if (problem) return { problem };
  if (trigger) {
    const opened = await openOverlay(watched, side, trigger);
    if (opened) return opened;
  }
  if (watched.problems.length > 0) return { problem: watched.problems[0] };
  const nodes = await watched.page.evaluate(describe, {
    rootSelector: side.root,
    wholePage: side.wholePage ?? false,
    properties: comparedProperties,
    layerSelector,
  });
  return { nodes };
}

/**
 * Opens the page, waits until it is ready and at rest (fonts loaded, eager images done, animations
 * and transitions finished); resolves what went wrong, or undefined.
 */
async function loadAtRest(watched: Watched, side: Side): Promise<string | undefined> {
  const { page, problems } = watched;
  problems.length = 0;
  watched.stylesheets = new Map();
  // Whatever goes wrong (an error, a failed request) is the answer: no waiting for a page that will not come.
  const troubled = new Promise<never>((_, reject) => (watched.onProblem = reject));
  troubled.catch(() => {});
  try {
    const response = await Promise.race([page.goto(side.url, { waitUntil: "load" }), troubled]);
    if (!response?.ok()) return `GET ${side.url} answered ${response?.status()}`;
    // The pointer rests in the corner, not where the last page left it (over a tooltip's trigger, say).
    await page.mouse.move(0, 0);
    await Promise.race([page.waitForFunction(side.ready), troubled]);
    await Promise.race([atRest(page), troubled]);
  } catch (error) {
    return problems[0] ?? `${messageOf(error)} at ${side.url}`;
  } finally {
    watched.onProblem = () => {};
  }
  return problems[0];
}

/**
 * Waits until the page is at rest: eager images done, the body unchanged for settleMs (effects that
 * wait a moment, such as the nav pills' sliding highlight 100 ms after mounting, have run), fonts
 * loaded, finite animations finished.
 */
async function atRest(page: Page, quietMs = settleMs) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === "lazy"));
  await quiet(page, quietMs);
  await page.evaluate(async () => {
    void document.body.offsetHeight; // lay out, so the fonts the text needs start loading
    await document.fonts.ready;
    for (const animation of document.getAnimations()) {
      // Infinite animations (spinners) have no end to jump to; they move only transforms.
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
}

/**
 * Waits until no request is in flight and the body has not changed for quietMs, counted from now
 * (until both hold at once). The page looks from a timer of
 * its own, then once more after a message's round trip, so on a stalled page the timers already due
 * (an upload's next step) and the render they ask for run before it looks, not after.
 */
async function quiet(page: Page, quietMs: number) {
  do {
    await requestsDone(page);
    await bodyQuiet(page, quietMs);
  } while ((inFlight.get(page)?.open.size ?? 0) > 0);
}

/** Each watched page's requests in flight, and who waits for there to be none. */
interface InFlight {
  open: Set<Request>;
  waiting: (() => void)[];
}
const inFlight = new WeakMap<Page, InFlight>();

/** Resolves once the page has no request in flight (a module loaded after hydration, say). */
function requestsDone(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests || requests.open.size === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`requests still in flight after ${actionTimeout} ms: ${[...requests.open].map((request) => request.url()).join(", ")}`)), actionTimeout);
    requests.waiting.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function bodyQuiet(page: Page, quietMs: number) {
  await page.evaluate((ms) => {
    window.__lastMutation = Math.max(window.__lastMutation, performance.now());
    window.__quiet = false;
    const waited = () => performance.now() - window.__lastMutation >= ms;
    const look = () => {
      if (!waited()) return void setTimeout(look, ms - (performance.now() - window.__lastMutation));
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (waited() ? (window.__quiet = true) : look());
      channel.port2.postMessage(null);
    };
    setTimeout(look, ms);
  }, quietMs);
  await page.waitForFunction(() => window.__quiet);
}

const countOpen = (page: Page) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility()).length,
    openSelector,
  );

/** Hovers or clicks the trigger and waits for its overlay to open and come to rest; resolves a problem, { hidden }, or undefined. */
async function openOverlay(watched: Watched, side: Side, trigger: Trigger): Promise<Captured | undefined> {
  const { page } = watched;
  const target = page.locator(side.root).locator(triggerSelector).nth(trigger.index);
  if (!(await target.isVisible())) return { hidden: true };
  const before = await countOpen(page);
  try {
    if (trigger.action === "hover") await target.hover({ timeout: actionTimeout });
    else await target.click({ timeout: actionTimeout });
    await page.waitForFunction(
      ({ selector, count }) =>
        [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility()).length > count,
      { selector: openSelector, count: before },
      { timeout: actionTimeout },
    );
    // A click leaves the pointer on its trigger, hovered on one side and not on the other once the
    // overlay has moved things: it rests in the corner, as hover is not compared.
    if (trigger.action === "click") await page.mouse.move(0, 0);
    await atRest(page);
  } catch (error) {
    return {
      problem:
        watched.problems[0] ??
        `${trigger.action} on ${trigger.label} opened no overlay (${messageOf(error)})`,
    };
  }
  return undefined;
}

/**
 * The elements of an example that open an overlay (a modal, offcanvas, dropdown menu, toast,
 * popover or tooltip), found by hovering, then clicking, each element that might, on a fresh page
 * whenever the last try changed it. Resolves [{ index, action, label }] in document order.
 */
export async function findOverlayTriggers(watched: Watched, side: Side): Promise<Trigger[]> {
  const { page } = watched;
  if (await loadAtRest(watched, side)) return [];
  const triggers: Trigger[] = [];
  const count = Math.min(await page.locator(side.root).locator(triggerSelector).count(), maxProbes);
  let fresh = true;
  for (let index = 0; index < count && triggers.length < maxTriggers; index += 1) {
    if (!fresh && (await loadAtRest(watched, side))) return triggers;
    fresh = true;
    const target = page.locator(side.root).locator(triggerSelector).nth(index);
    if (!(await target.isVisible())) continue;
    const label = await target.evaluate((element) =>
      JSON.stringify(
        (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40),
      ),
    );
    for (const action of ["hover", "click"] as const) {
      const before = await countOpen(page);
      const changedAt = await page.evaluate(() => window.__lastMutation);
      try {
        if (action === "hover") await target.hover({ timeout: actionTimeout });
        else await target.click({ timeout: actionTimeout });
        await quiet(page, probeQuietMs);
      } catch {
        fresh = false;
        break;
      }
      if ((await countOpen(page)) > before) {
        triggers.push({ index, action, label });
        fresh = false;
        break;
      }
      if (page.url() !== new URL(side.url).href || (await page.evaluate(() => window.__lastMutation)) !== changedAt)
        fresh = false;
    }
  }
  return triggers;
}

/**
 * Loads `from`, then follows the host's links to each of `to` in turn as a visitor does (client-side,
 * in Next), describing each page it lands on, a whole page, once at rest. Resolves one { nodes } or
 * { problem } for each; after a problem, none for the rest.
 */
export async function followLinks(watched: Watched, from: Side, to: { path: string; side: Side }[]): Promise<Captured[]> {
  const problem = await loadAtRest(watched, from);
  if (problem) return [{ problem }];
  const { page } = watched;
  const reached: Captured[] = [];
  for (const { path, side } of to) {
    try {
      const before = page.url();
      await page.locator(`#host-nav a[href="${path}"]`).click({ timeout: actionTimeout });
      await page.waitForURL((url) => url.href !== before && url.pathname === path);
      await page.waitForFunction(side.ready);
      await atRest(page);
    } catch (error) {
      reached.push({ problem: watched.problems[0] ?? `${messageOf(error)} following the link to ${path}` });
      return reached;
    }
    if (watched.problems.length > 0) return [...reached, { problem: watched.problems[0] }];
    const nodes = await page.evaluate(describe, {
      rootSelector: side.root,
      wholePage: true,
      properties: comparedProperties,
      layerSelector,
    });
    reached.push({ nodes });
  }
  return reached;
}

/** Sums what the page loaded as stylesheets since it last loaded: { url: bytes }. */
export async function stylesheetBytes(watched: Watched): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const [url, bytes] of watched.stylesheets) sizes[url] = await bytes;
  return sizes;
}

/**
 * Runs in the page: one record per element under the root in document order (the preview's
 * visually hidden h1 left out; a whole page from <html>, <head> left out), then each shown
 * overlay, its path starting "layer".
 */
function describe({
  rootSelector,
  wholePage,
  properties,
  layerSelector,
}: {
  rootSelector: string;
  wholePage: boolean;
  properties: string[];
  layerSelector: string;
}): Described[] {
  // A style first worked out now (a page that drew no frame since its last change) may start
  // transitions, which the reduced-motion rule makes near-instant: they are read at their end.
  for (const animation of document.getAnimations()) {
    if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
  }
  // next-route-announcer: Next's live region for client-side navigation, which it adds on the first one.
  const ignored = new Set([
    "script",
    "style",
    "template",
    "noscript",
    "head",
    "link",
    "meta",
    "title",
    "next-route-announcer",
  ]);
  // Overlays are described apart, after the rest, wherever they are (portaled into a layer by React,
  // in place in an HTML snippet), and only while shown.
  const overlay = (element: Element) => element.matches(layerSelector);
  const childrenOf = (element: Element) =>
    [...element.children].filter((child) => !ignored.has(child.localName) && !overlay(child));
  const segment = (element: Element, siblings: Element[]) => {
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${CSS.escape(name)}`)
      .join("");
    const position = siblings.length > 1 ? `:nth-child(${siblings.indexOf(element) + 1})` : "";
    return `${element.localName}${classes}${position}`;
  };
  // What a form control shows besides text: its value, or whether it is checked.
  const formState = (element: Element) => {
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      return ` [checked=${element.checked}]`;
    }
    const field =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
    return field ? ` [value=${JSON.stringify(element.value)}]` : "";
  };
  const loadedFaces = [...document.fonts].filter((face) => face.status === "loaded");
  const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, "");
  const webFontOf = (computed: StylePropertyMapReadOnly) => {
    const family = unquote(String(computed.get("font-family")).split(",")[0]);
    const weight = Number(String(computed.get("font-weight")));
    const style = String(computed.get("font-style"));
    const face = loadedFaces.find((candidate) => {
      const [low, high = low] = candidate.weight.split(" ").map(Number);
      return unquote(candidate.family) === family && candidate.style === style && weight >= low && weight <= high;
    });
    return face ? `${family} ${face.weight} ${face.style}` : `(no web font for ${family} ${weight} ${style})`;
  };
  const nodes: Described[] = [];
  // Where an element is, by tag and position alone (its path also names up to three classes).
  const place = (element: Element, siblings: Element[]) =>
    `${element.localName}${siblings.length > 1 ? `:nth-child(${siblings.indexOf(element) + 1})` : ""}`;
  const walk = (element: Element, siblings: Element[], parentPath: string, parentShape: string) => {
    const path = parentPath ? `${parentPath} > ${segment(element, siblings)}` : segment(element, siblings);
    const shape = parentShape ? `${parentShape} > ${place(element, siblings)}` : place(element, siblings);
    const ownText = [...element.childNodes]
      .filter((node): node is Text => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.data)
      .join("");
    const text = `${ownText}${formState(element)}`.replace(/\s+/g, " ").trim();
    const computed = element.computedStyleMap();
    const styles: Record<string, string> = {};
    for (const property of properties) {
      styles[property] = String(computed.get(property) ?? getComputedStyle(element).getPropertyValue(property));
    }
    // A side with no visible line is the same whichever way it has none: style none (width medium by
    // default) draws as much as Tailwind's preflight's solid 0px.
    for (const side of ["top", "right", "bottom", "left"]) {
      if (["none", "hidden"].includes(styles[`border-${side}-style`]) || styles[`border-${side}-width`] === "0px") {
        Object.assign(styles, {
          [`border-${side}-width`]: "0px",
          [`border-${side}-style`]: "none",
          [`border-${side}-color`]: "(none)",
        });
      }
    }
    // The declared font-family is the same list whether or not its files came along: name the face
    // in use, where the text is laid out (a browser loads a face only for text it lays out).
    if (text && element.checkVisibility()) styles["font-face"] = webFontOf(computed);
    nodes.push({ path, shape, tag: element.localName, text, className: element.getAttribute("class") ?? "", styles });
    const children = childrenOf(element);
    for (const child of children) walk(child, children, path, shape);
  };
  const root = document.querySelector(rootSelector);
  if (!root) return nodes;
  if (wholePage) {
    walk(root, [root], "", "");
    return nodes;
  }
  let top = childrenOf(root);
  if (top[0]?.matches("h1.visually-hidden")) top = top.slice(1);
  for (const element of top) walk(element, top, "", "");
  const layers = [...document.querySelectorAll(layerSelector)].filter(
    (element) => !element.parentElement?.closest(layerSelector) && element.checkVisibility(),
  );
  // Backdrops first: where a page appends its backdrop (before or after the dialog) draws no different.
  const backdrop = (element: Element) => (element.matches(".modal-backdrop, .offcanvas-backdrop") ? 0 : 1);
  layers.sort((a, b) => backdrop(a) - backdrop(b));
  for (const layer of layers) walk(layer, layers, "layer", "layer");
  return nodes;
}

/** The first difference between two descriptions, as `<path>: <what> <referenceLabel>=<a> <label>=<b>`, or undefined. */
export function firstDifference(reference: Described[], candidate: Described[], referenceLabel: string, label: string): string | undefined {
  for (let index = 0; index < Math.max(reference.length, candidate.length); index += 1) {
    const a = reference[index];
    const b = candidate[index];
    if (!b) return `${a.path}: element ${referenceLabel}=<${a.tag}> ${label}=(none)`;
    if (!a) return `${b.path}: element ${referenceLabel}=(none) ${label}=<${b.tag}>`;
    if (a.tag !== b.tag) return `${a.path}: element ${referenceLabel}=<${a.tag}> ${label}=<${b.tag}>`;
    if (a.shape !== b.shape) return `${a.path}: element ${referenceLabel}=${a.path} ${label}=${b.path}`;
    const classes =
      a.className === b.className
        ? ""
        : ` (class ${referenceLabel}=${JSON.stringify(a.className)} ${label}=${JSON.stringify(b.className)})`;
    if (a.text !== b.text)
      return `${a.path}: text ${referenceLabel}=${JSON.stringify(a.text)} ${label}=${JSON.stringify(b.text)}${classes}`;
    for (const property of [...comparedProperties, "font-face"]) {
      if (!sameValue(a.styles[property], b.styles[property]))
        return `${a.path}: ${property} ${referenceLabel}=${a.styles[property]} ${label}=${b.styles[property]}${classes}`;
    }
  }
  return undefined;
}

/** Chromium's `color(srgb r g b / a)` (what a color-mix() computes to) as `rgb()` channels, 0 to 255. */
const inRgb = (value: string) =>
  value.replace(/color\(srgb ([^)]*)\)/g, (_, channels: string) => {
    const [r, g, b, alpha = "1"] = channels.split(/[\s/]+/).filter(Boolean);
    return `rgba(${[r, g, b].map((channel) => Number(channel) * 255).join(", ")}, ${alpha})`;
  });

/**
 * Whether two computed values look alike: equal once written the same way, colour channels
 * within 1 of each other (Sass writes `rgb(84.1176%, …)`, a minifier rounds it to a hex a unit
 * away) and alpha within 0.01.
 */
function sameValue(a: string | undefined, b: string | undefined): boolean {
  const [left, right] = [comparable(a), comparable(b)].map((value) => value && inRgb(value));
  if (left === right) return true;
  const colour = /rgba?\(([^)]*)\)/g;
  if (left === undefined || right === undefined || left.replace(colour, "rgb()") !== right.replace(colour, "rgb()"))
    return false;
  const channels = (value: string) => [...value.matchAll(colour)].map((match) => match[1].split(/[\s,/]+/).map(Number));
  const [ours, theirs] = [channels(left), channels(right)];
  return ours.every((colourA, index) => {
    const colourB = theirs[index];
    return (
      colourA.length === colourB.length &&
      colourA.every((channel, at) => Math.abs(channel - colourB[at]) <= (at === 3 ? 0.01 : 1))
    );
  });
}

/**
 * A computed value with the gradients' default stop positions left out: minifiers differ in
 * writing `red 0%, blue 100%` or `red, blue`, which the browser keeps as written and draws alike.
 */
function comparable(value: string | undefined): string | undefined {
  if (!value?.includes("gradient(")) return value;
  let result = "";
  let index = 0;
  for (const match of value.matchAll(/(?:repeating-)?(?:linear|radial)-gradient\(/g)) {
    if (match.index < index) continue;
    const start = match.index + match[0].length;
    const args: string[] = [];
    let depth = 0;
    let from = start;
    let end = start;
    for (; end < value.length; end += 1) {
      const char = value[end];
      if (char === "(") depth += 1;
      else if (char === ")" && depth-- === 0) break;
      else if (char === "," && depth === 0) {
        args.push(value.slice(from, end).trim());
        from = end + 1;
      }
    }
    args.push(value.slice(from, end).trim());
    const stops = args
      .map((arg, position) => ({ arg, position }))
      .filter(({ arg }) => /^(rgba?|hsla?|color|oklch|oklab|lab|lch|hwb)\(|^(transparent|currentcolor)\b/.test(arg));
    const [first, last] = [stops.at(0), stops.at(-1)];
    if (first && last) {
      args[first.position] = first.arg.replace(/ 0%$/, "");
      args[last.position] = last.arg.replace(/ 100%$/, "");
    }
    result += `${value.slice(index, start)}${args.join(", ")})`;
    index = end + 1;
  }
  return result + value.slice(index);
}

/** The first line of what was thrown. */
function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0];
}
