import type { Colour } from "./colour";

// What a page paints, seen from inside it (runs in the page, with the colour tools of colour.ts): for the dark-mode
// checks (dark-survey.ts) and the registry check's "follow my app" (registry-check/registry.test.ts).

/** What the page paints, seen from inside it: elements that paint a surface of their own, and text on gradients. */
export interface Survey {
  /**
   * Each surface (by its place in the document): how far it stands out from what is behind it, as a contrast ratio,
   * the relative luminance of its fill and of what is behind it, whether it is part of an example or a template page's
   * section (in a preview on a showcase page, in the main content elsewhere), and whether it is a region
   * (200 by 40 px or more) rather than a control.
   */
  surfaces: { index: number; what: string; standout: number; fill: number; back: number; scoped: boolean; region: boolean }[];
  /** Text on a gradient, where the gradient under it is least readable, under the WCAG AA ratio for its size. */
  gradientText: string[];
  /** With an overlay named: the relative luminance of its surface, and its text under the AA ratio on what is under it. */
  overlay?: { luminance: number; text: string[]; checked: number };
}

/**
 * Runs in the page. A surface is an element painting a colour or a linear gradient of its own (not a photo);
 * what is behind it is its ancestors' paint laid over one another (a gradient counted as the mean of its stops;
 * radial gradients are decoration over a colour). It stands out by its fill, or by a border, against that.
 * Elements a picture covers or lies under are left out: their paint is a fallback, or their background a photo.
 */
export function survey(overlay: string | null): Survey {
  const { find, parse, over, luminance, ratio } = window.wcag;
  const mean = (list: Colour[]): Colour => [0, 1, 2, 3].map((i) => list.reduce((sum, c) => sum + c[i], 0) / list.length) as Colour;

  /** An element's own paint: its colour, the stops of its one linear gradient if all are opaque, or a picture. */
  const paint = (element: Element): { picture: true } | { colour: Colour; stops: Colour[]; gradient?: string } => {
    const style = getComputedStyle(element);
    if (/url\(/.test(style.backgroundImage)) return { picture: true };
    const colour = parse(style.backgroundColor) ?? [0, 0, 0, 0];
    const image = style.backgroundImage;
    const gradients = image.match(/(?:repeating-)?(?:linear|radial|conic)-gradient\(/g) ?? [];
    if (gradients.length !== 1 || !image.startsWith("linear-gradient(")) return { colour, stops: [] };
    const stops = find(image).map((colour) => parse(colour)!);
    return stops.every((stop) => stop[3] === 1) ? { colour, stops, gradient: image } : { colour, stops: [] };
  };
  /** The colours a linear gradient paints under a text box: at both ends of the stretch the box spans, and its stops between. */
  const gradientUnder = (gradient: string, area: DOMRect, text: DOMRect): Colour[] => {
    const args = gradient.slice("linear-gradient(".length, -1).split(/,(?![^(]*\))/).map((arg) => arg.trim());
    const sides: Record<string, number> = { "to top": 0, "to right": 90, "to bottom": 180, "to left": 270 };
    let angle = 180;
    if (/^-?[\d.]+deg$/.test(args[0])) angle = parseFloat(args.shift()!);
    else if (args[0] in sides) angle = sides[args.shift()!];
    else if (args[0].startsWith("to ")) return args.slice(1).map((arg) => parse(arg)!);
    const stops = args.map((arg, i) => {
      const at = arg.replace(find(arg)[0] ?? "", "").trim();
      return { colour: parse(arg)!, at: at.endsWith("%") ? parseFloat(at) / 100 : i / Math.max(1, args.length - 1) };
    });
    // Where a point falls along the gradient line, 0 to 1 (CSS angles: 0deg points up, clockwise).
    const dx = Math.sin((angle * Math.PI) / 180);
    const dy = -Math.cos((angle * Math.PI) / 180);
    const length = Math.abs(area.width * dx) + Math.abs(area.height * dy);
    const along = (x: number, y: number) => ((x - area.left - area.width / 2) * dx + (y - area.top - area.height / 2) * dy) / length + 0.5;
    const ends = [along(text.left, text.top), along(text.right, text.top), along(text.left, text.bottom), along(text.right, text.bottom)];
    const [from, to] = [Math.max(0, Math.min(...ends)), Math.min(1, Math.max(...ends))];
    const at = (t: number): Colour => {
      const next = stops.findIndex((stop) => stop.at >= t);
      if (next <= 0) return stops[next === 0 ? 0 : stops.length - 1].colour;
      const [a, b] = [stops[next - 1], stops[next]];
      const share = b.at === a.at ? 1 : (t - a.at) / (b.at - a.at);
      return [0, 1, 2, 3].map((i) => a.colour[i] + (b.colour[i] - a.colour[i]) * share) as Colour;
    };
    return [at(from), at(to), ...stops.filter((stop) => stop.at > from && stop.at < to).map((stop) => stop.colour)];
  };
  /** The colour behind an element (or under its content, with `self`), or null where a photo is. */
  const behind = (element: Element, self = false): Colour | null => {
    const layers: Colour[] = [];
    for (let node = self ? element : element.parentElement; node; node = node.parentElement) {
      const own = paint(node);
      if ("picture" in own) return null;
      if (own.stops.length) {
        layers.push(mean(own.stops));
        break;
      }
      if (own.colour[3] > 0) layers.push(own.colour);
      if (own.colour[3] === 1) break;
    }
    let colour: Colour = [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  // A .photo is a picture's stand-in: its tone is the fallback paint under a photo.
  const pictures = [...document.querySelectorAll("img, picture, video, canvas, iframe, .photo")]
    .map((picture) => picture.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
  const underPicture = (box: DOMRect) =>
    pictures.some((picture) => {
      const width = Math.min(box.right, picture.right) - Math.max(box.left, picture.left);
      const height = Math.min(box.bottom, picture.bottom) - Math.max(box.top, picture.top);
      return width > 0 && height > 0 && width * height >= 0.5 * box.width * box.height;
    });
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !element.closest(".visually-hidden");
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${[...element.classList].map((c) => `.${c}`).join("")} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;

  /** The AA ratio for an element's text: 3:1 for large text, 4.5:1 for the rest. */
  const needed = (style: CSSStyleDeclaration) => {
    const size = parseFloat(style.fontSize);
    return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
  };
  const hasText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());

  // An example in its preview on a showcase page; elsewhere the main content, but for /theme's spreads, each a mode's preview.
  const showcase = document.querySelector(".example-preview") !== null;
  const inScope = (element: Element) =>
    showcase ? element.closest(".example-preview") !== null : element.closest("main") !== null && element.closest(".theme-spread") === null;
  const result: Survey = { surfaces: [], gradientText: [] };
  if (overlay) {
    const root = document.querySelector(overlay)!;
    const surface = behind(root, true)!;
    const text: string[] = [];
    const shownText = [root, ...root.querySelectorAll("*")].filter((element) => hasText(element) && shown(element));
    for (const element of shownText) {
      const style = getComputedStyle(element);
      const under = behind(element, true)!;
      const contrast = ratio(over(parse(style.color)!, under), under);
      if (contrast < needed(style)) text.push(`${name(element)}: ${contrast.toFixed(2)}`);
    }
    result.overlay = { luminance: luminance(surface), text, checked: shownText.length };
    return result;
  }
  [...document.body.querySelectorAll("*")].forEach((element, index) => {
    const box = element.getBoundingClientRect();
    if (!shown(element)) return;
    const style = getComputedStyle(element);

    // Text straight in this element, on the nearest gradient under it.
    if (hasText(element) && box.width > 0) {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const own = paint(node);
        if ("picture" in own) break;
        if (own.stops.length) {
          const colour = parse(style.color)!;
          const range = document.createRange();
          range.selectNodeContents(element);
          const under = gradientUnder(own.gradient!, node.getBoundingClientRect(), range.getBoundingClientRect());
          const worst = Math.min(...under.map((stop) => ratio(over(colour, stop), stop)));
          if (worst < needed(style) && !underPicture(node.getBoundingClientRect())) {
            result.gradientText.push(`${name(element)} on ${name(node)}: ${worst.toFixed(2)}`);
          }
          break;
        }
        if (own.colour[3] === 1) break;
      }
    }

    if (box.width < 12 || box.height < 12) return;
    const own = paint(element);
    if ("picture" in own || (!own.stops.length && own.colour[3] < 0.5) || underPicture(box)) return;
    const back = behind(element);
    if (!back) return;
    const fill = own.stops.length ? mean(own.stops) : over(own.colour, back);
    let standout = ratio(fill, back);
    const border = parse(style.borderTopColor);
    if (border && style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) >= 1) {
      standout = Math.max(standout, ratio(over(border, back), back));
    }
    const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
    const scoped = inScope(element);
    const region = box.width >= 200 && box.height >= 40;
    result.surfaces.push({ index, what: name(element), standout: round(standout, 2), fill: round(luminance(fill), 4), back: round(luminance(back), 4), scoped, region });
  });
  return result;
}
