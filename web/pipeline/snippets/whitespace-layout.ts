import postcss from "postcss";
import selectorParser from "postcss-selector-parser";

// An HTML fragment laid out as people write it (an element a line, its content indented), with
// whitespace added only where the stylesheet cannot draw it: between block-level boxes, between the
// items of a flex or grid container, at the start and end of a block container's content, and in
// place of a space in text. Whether a box is block-level comes from the stylesheet the fragment is
// pasted with (every `display` its rules can give an element), so an inline-block button keeps its
// neighbours on its line, as in the prerendered page, where React wrote no whitespace at all.

/** A rule of the stylesheet, filed under the class or tag its selector ends in (stylesheetIndex). */
interface IndexedRule {
  selector: string;
  alone: boolean;
  certain: boolean;
  display: string | undefined;
  whiteSpace: string | undefined;
  position: string | undefined;
  before: boolean;
  after: boolean;
}
/** What a stylesheet's rules can do to a box, filed by the class or tag their selectors end in. */
export type StylesheetIndex = Map<string, IndexedRule[]>;
/** What the rules that can pick an element say of its box: every display and white-space they may give it. */
interface Box {
  display: Set<string>;
  whiteSpace: Set<string>;
  outside: boolean;
  before: boolean;
  after: boolean;
}
/** A piece of a line: text, or a space where the line may break (`hang`: between a tag's attributes). */
type Atom = { space: true; hang?: boolean } | { space?: undefined; text: string };

const isText = (node: Node): node is Text => node.nodeType === 3;
const isElement = (node: Node): node is Element => node.nodeType === 1;

const width = 100;
const indentUnit = "  ";
/** Text this short stays on its element's line. */
const shortText = 40;
/** Attributes written on a line of their own start this much further in. */
const hangingIndent = "    ";
/** Attributes written without a value when empty. */
const booleanAttributes = new Set([
  "allowfullscreen", "async", "autofocus", "autoplay", "checked", "controls", "default", "defer", "disabled",
  "formnovalidate", "hidden", "inert", "ismap", "itemscope", "loop", "multiple", "muted", "nomodule", "novalidate",
  "open", "playsinline", "readonly", "required", "reversed", "selected", "data-ukg-demo",
]);

/** The browser's own `display` of an element, where it is not inline. */
const defaultDisplay = new Map<string, string>([
  ...[
    "address", "article", "aside", "blockquote", "body", "dd", "details", "dialog", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html",
    "legend", "main", "menu", "nav", "ol", "p", "pre", "search", "section", "ul", "center",
  ].map((tag): [string, string] => [tag, "block"]),
  ["li", "list-item"],
  ["summary", "list-item"],
  ["table", "table"],
  ["caption", "table-caption"],
  ["thead", "table-header-group"],
  ["tbody", "table-row-group"],
  ["tfoot", "table-footer-group"],
  ["tr", "table-row"],
  ["td", "table-cell"],
  ["th", "table-cell"],
  ["colgroup", "table-column-group"],
  ["col", "table-column"],
  ...["button", "input", "select", "textarea", "meter", "progress", "img", "video", "canvas", "iframe", "embed", "object", "svg"].map((tag): [string, string] => [
    tag,
    "inline-block",
  ]),
  ...["head", "script", "style", "template", "title", "meta", "link", "base", "datalist", "noscript"].map((tag): [string, string] => [tag, "none"]),
]);

/** Boxes whose whitespace-only children are never drawn. */
const ignoresWhitespaceChildren = new Set([
  "flex", "inline-flex", "grid", "inline-grid", "table", "inline-table", "table-row", "table-row-group",
  "table-header-group", "table-footer-group", "table-column-group", "none",
]);
/** Boxes that lay out their content in lines of their own: whitespace at its start and end is dropped. */
const blockContainers = new Set([...ignoresWhitespaceChildren, "block", "inline-block", "list-item", "flow-root", "table-cell", "table-caption"]);
/** Boxes that sit in their parent's flow as blocks: whitespace between two of them is dropped. */
const blockLevel = new Set(["block", "flex", "grid", "list-item", "flow-root", "table", "none"]);
/** Positions that take a box out of the lines around it. */
const outOfFlow = new Set<string | undefined>(["absolute", "fixed"]);
/** white-space values that keep what the source says. */
const preserving = new Set(["pre", "pre-wrap", "pre-line", "break-spaces"]);
/** Elements whose content is text taken as written. */
const rawText = new Set(["pre", "textarea", "script", "style", "title", "listing", "xmp", "plaintext"]);
/** Of those, the ones whose text is written unescaped. */
const unescaped = new Set(["script", "style", "xmp", "plaintext"]);
/** Of those, the ones whose first newline the parser drops. */
const leadingNewline = new Set(["pre", "textarea", "listing"]);
const voidElements = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** SVG elements whose content is drawn as text. */
const svgText = new Set(["text", "tspan", "textPath", "title", "desc"]);

const pseudoElements = /^::?(before|after)$/;
/** States that come and go: a rule that asks for one may apply to any element its other parts match. */
const dynamicPseudoClasses = new Set([
  ":hover", ":focus", ":focus-visible", ":focus-within", ":active", ":checked", ":disabled", ":enabled", ":valid",
  ":invalid", ":user-valid", ":user-invalid", ":placeholder-shown", ":target", ":visited", ":link", ":any-link",
  ":indeterminate", ":default", ":read-only", ":read-write", ":required", ":optional", ":autofill", ":-webkit-autofill",
  ":popover-open", ":modal", ":open", ":empty",
]);

/**
 * What a stylesheet can do to an element's box, as rules filed under the classes and tags their
 * selectors end in: each rule's `display`, its `white-space`, whether it draws a `::before` or
 * `::after` inside the element, the selector that picks the element (states, pseudo-elements and
 * vendor prefixes taken out), and whether it stands alone (`.ukg .btn`, `.btn`: no context, no
 * media query), so that it sets the element's display wherever the element is.
 */
export function stylesheetIndex(css: string): StylesheetIndex {
  const index: StylesheetIndex = new Map();
  const file = (key: string, rule: IndexedRule) => {
    const rules = index.get(key) ?? [];
    index.set(key, rules);
    rules.push(rule);
  };
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    const decls = new Map<string, string>();
    rule.each((node) => {
      if (node.type === "decl") decls.set(node.prop.toLowerCase(), node.value.replace(/\s*!important\s*$/i, "").trim().toLowerCase());
    });
    const value = decls.get("display")?.split(/\s+/)[0];
    const display = value && !["revert", "revert-layer", "inherit", "initial", "unset"].includes(value) ? value : undefined;
    const whiteSpace = (decls.get("white-space") ?? decls.get("white-space-collapse"))?.split(/\s+/)[0];
    const content = decls.get("content");
    const drawsContent = content !== undefined && content !== "none" && content !== "normal";
    const position = decls.get("position");
    if (display === undefined && whiteSpace === undefined && position === undefined && !drawsContent) return;
    // A pseudo-element drawn as a block or out of the flow has no line to share with the text beside it.
    const inlinePseudo = drawsContent && !outOfFlow.has(position) && (display === undefined || !blockLevel.has(display));
    const media = rule.parent?.type === "atrule";
    selectorParser((selectors) => {
      selectors.each((selector) => {
        if (/::?-(webkit|moz|ms)-/.test(selector.toString())) return;
        const compounds: selectorParser.Node[][] = [[]];
        selector.each((node) => {
          if (node.type === "combinator") compounds.push([]);
          else compounds[compounds.length - 1].push(node);
        });
        const last = compounds[compounds.length - 1];
        const pseudo = last.find((node) => node.type === "pseudo" && pseudoElements.test(node.value));
        if (!pseudo && last.some((node) => node.type === "pseudo" && node.value.startsWith("::"))) return;
        if (pseudo && !inlinePseudo) return;
        const classes = last.filter((node) => node.type === "class").map((node) => node.value);
        const tags = last.filter((node) => node.type === "tag").map((node) => node.value.toLowerCase());
        const scoped = compounds.length === 2 && compounds[0].length === 1 && compounds[0][0].type === "class";
        const alone = !media && !pseudo && last.length === 1 && (compounds.length === 1 || scoped);
        const relaxed = selector.clone();
        let states = false;
        relaxed.walkPseudos((node) => {
          if (dynamicPseudoClasses.has(node.value)) states = true;
          if (pseudoElements.test(node.value) || dynamicPseudoClasses.has(node.value)) node.remove();
        });
        const entry: IndexedRule = {
          selector: relaxed.toString().trim() || "*",
          alone,
          // Picks the element whenever its selector matches: no media query, no state.
          certain: !media && !states,
          display: pseudo ? undefined : display,
          whiteSpace: pseudo ? undefined : whiteSpace,
          position: pseudo ? undefined : position,
          before: !!pseudo && /before/.test(pseudo.value ?? ""),
          after: !!pseudo && /after/.test(pseudo.value ?? ""),
        };
        const keys = [...classes.map((name) => `.${name}`), ...tags];
        for (const key of keys.length > 0 ? keys : ["*"]) file(key, entry);
      });
    }).processSync(rule.selector);
  });
  return index;
}

/** What the rules that can pick an element say of its box. */
function boxOf(element: Element, index: StylesheetIndex): Box {
  const tag = element.localName;
  const rules = [...[...element.classList].map((name) => `.${name}`), tag, "*"].flatMap((key) => index.get(key) ?? []);
  const picks = (rule: IndexedRule) => {
    try {
      return element.matches(rule.selector);
    } catch {
      return true; // a selector the parser cannot read may pick it
    }
  };
  const applying = [...new Set(rules)].filter(picks);
  // What certainly applies sets the display (the browser's own gives way to any); what may apply adds to it.
  const certain = applying.flatMap((rule) => (rule.certain && rule.display !== undefined ? [rule.display] : []));
  const display = new Set([...(certain.length > 0 ? certain : [defaultDisplay.get(tag) ?? "inline"]), ...applying.map((rule) => rule.display).filter(present)]);
  const inline = /(?:^|;)\s*display\s*:\s*([a-z-]+)/i.exec(element.getAttribute("style") ?? "");
  if (inline) display.add(inline[1].toLowerCase());
  const whiteSpace = new Set(applying.map((rule) => rule.whiteSpace).filter(present));
  const style = /(?:^|;)\s*white-space\s*:\s*([a-z-]+)/i.exec(element.getAttribute("style") ?? "");
  if (style) whiteSpace.add(style[1].toLowerCase());
  // Out of the flow when every position that applies, certainly or maybe, says so.
  const positions = applying.filter((rule) => rule.position !== undefined);
  const outside = positions.some((rule) => rule.certain) && positions.every((rule) => outOfFlow.has(rule.position));
  return { display, whiteSpace, outside, before: applying.some((rule) => rule.before), after: applying.some((rule) => rule.after) };
}

const present = (value: string | undefined): value is string => Boolean(value);
const every = (set: Set<string>, allowed: Set<string>) => [...set].every((value) => allowed.has(value));

/** Lays out a fragment's nodes (of a jsdom document), with the stylesheet index it is pasted with. */
export function layoutHtml(nodes: readonly Node[], index: StylesheetIndex): string {
  const boxes = new Map<Element, Box>();
  const box = (element: Element): Box => {
    const known = boxes.get(element) ?? boxOf(element, index);
    boxes.set(element, known);
    return known;
  };
  /** Whether whitespace in this element is kept as written (by it or an ancestor). */
  const keepsWhitespace = (element: Element) => {
    for (let node: Element | null = element; node && node.nodeType === 1; node = node.parentElement) {
      if (rawText.has(node.localName) || [...box(node).whiteSpace].some((value) => preserving.has(value))) return true;
    }
    return false;
  };
  const inSvg = (element: Element) => element.namespaceURI === "http://www.w3.org/2000/svg" && !svgText.has(element.localName) && !element.closest("text");

  /** Where whitespace may go in an element: at the start and end of its content, and between which children. */
  const openings = (element: Element) => {
    const children = [...element.childNodes];
    if (keepsWhitespace(element)) return { start: false, end: false, between: (_a: ChildNode, _b: ChildNode) => false, children };
    if (inSvg(element)) return { start: true, end: true, between: (_a: ChildNode, _b: ChildNode) => true, children };
    const { display, before, after } = box(element);
    const container = every(display, blockContainers);
    const ignores = every(display, ignoresWhitespaceChildren);
    // In a flex or grid container, its pseudo-elements are items of their own.
    const pseudo = { before: before && !ignores, after: after && !ignores };
    const isBlock = (node: ChildNode) => isElement(node) && every(box(node).display, blockLevel);
    const isOutside = (node: ChildNode) => isElement(node) && (box(node).outside || every(box(node).display, new Set(["none"])));
    /** The kind of node (1 element, 3 text) nearest `index` that is in the flow, going by `step`; 1 past the ends. */
    const inFlow = (index: number, step: number) => {
      for (let at = index; at >= 0 && at < children.length; at += step) if (!isOutside(children[at])) return children[at].nodeType;
      return 1;
    };
    // Whitespace next to a box out of the flow ends or starts a line when only blocks or such boxes
    // stand between it and the block before or after: the line drops it.
    const lineEdge = (nodes: ChildNode[], pseudoAtEdge: boolean) => nodes.every((node) => isBlock(node) || isOutside(node)) && (nodes.some(isBlock) || !pseudoAtEdge);
    const lineEdgeAfter = (index: number) => lineEdge(children.slice(index), pseudo.after);
    const lineEdgeBefore = (index: number) => lineEdge(children.slice(0, index), pseudo.before);
    return {
      start: container && !pseudo.before,
      end: container && !pseudo.after,
      between: (a: ChildNode, b: ChildNode) => {
        // Whitespace between a flex or grid container's items is not drawn, unless it joins a run
        // of text across a box out of the flow (text, a visually hidden span, then whitespace).
        if (ignores) return a.nodeType === 1 && b.nodeType === 1 && inFlow(children.indexOf(a), -1) !== 3 && inFlow(children.indexOf(b), 1) !== 3;
        if (isBlock(a) && isBlock(b)) return true;
        if (!container) return false;
        const at = children.indexOf(b);
        return (isOutside(b) && lineEdgeAfter(at)) || (isOutside(a) && lineEdgeBefore(at));
      },
      children,
    };
  };

  /** How long a node is on one line (each element's length kept, as the printing walks down). */
  const lengths = new Map<Element, number>();
  const inlineLength = (node: Node): number => {
    if (isText(node)) return escapeText(node.data.replace(/[ \t\n\r\f]+/g, " ")).length;
    if (!isElement(node)) return 0;
    let length = lengths.get(node);
    if (length === undefined) {
      const tag = startTagAtoms(node).reduce((sum, atom) => sum + (atom.space ? 1 : atom.text.length), 0);
      const inner = voidElements.has(node.localName) ? 0 : [...node.childNodes].reduce((sum, child) => sum + inlineLength(child), 0) + node.localName.length + 3;
      length = tag + inner;
      lengths.set(node, length);
    }
    return length;
  };
  const lines: string[] = [];
  /** Writes a node; `open` lays out its content on lines of their own even when it would fit on one. */
  const print = (node: Node, depth: number, open = false): void => {
    const indent = indentUnit.repeat(depth);
    if (!isElement(node)) return run([node], depth);
    const { start, end, between, children } = openings(node);
    if (voidElements.has(node.localName) || children.length === 0 || !start || !end || (!open && indent.length + inlineLength(node) <= width)) {
      return run([node], depth);
    }
    const groups: ChildNode[][] = [];
    children.forEach((child, position) => {
      if (position > 0 && !between(children[position - 1], child)) groups[groups.length - 1].push(child);
      else groups.push([child]);
    });
    // Short text whose tag is what is long stays with its tag, as <button …>Save</button>.
    if (children.every((child) => child.nodeType === 3) && (node.textContent ?? "").trim().length <= shortText) return run([node], depth);
    lines.push(...wrap(startTagAtoms(node), indent));
    for (const group of groups) flush(group, depth + 1);
    lines.push(`${indent}</${node.localName}>`);
  };
  const flush = (group: Node[], depth: number) => {
    if (group.length === 1 && group[0].nodeType === 1) print(group[0], depth);
    else run(group, depth);
  };
  /** Nodes written on one line, or on several where a space in their text or between attributes allows. */
  const run = (group: Node[], depth: number) => {
    const atoms = glue(group.flatMap((node) => inlineAtoms(node, keepsWhitespace)));
    // A run that opens or closes with a space drops it: the line's own break stands for it.
    while (atoms[0]?.space) atoms.shift();
    while (atoms.at(-1)?.space) atoms.pop();
    lines.push(...wrap(atoms, indentUnit.repeat(depth)));
  };
  for (const node of nodes) {
    if (isText(node) && !node.data.trim()) continue;
    print(node, 0, true);
  }
  return `${lines.join("\n")}\n`;
}

/** Fills lines with atoms, breaking only where an atom says a space may be a line break. */
function wrap(atoms: Atom[], indent: string): string[] {
  const lines: string[] = [];
  let line = "";
  let pending: Atom | undefined;
  let lineIndent = indent;
  for (const atom of atoms) {
    if (atom.space) {
      pending = atom;
      continue;
    }
    if (line && pending && lineIndent.length + line.length + 1 + atom.text.length > width) {
      lines.push(lineIndent + line);
      // Attributes carried to the next line hang under their tag; text goes on where it was.
      lineIndent = pending.space && pending.hang ? indent + hangingIndent : indent;
      line = atom.text;
    } else line += (pending ? " " : "") + atom.text;
    pending = undefined;
  }
  if (line) lines.push(lineIndent + line);
  return lines;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\u00a0/g, "&nbsp;");
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/\u00a0/g, "&nbsp;");
const attribute = (attr: Attr) => (attr.value === "" && booleanAttributes.has(attr.name) ? attr.name : `${attr.name}="${escapeAttribute(attr.value)}"`);

/** A start tag as atoms: a space may break between its attributes. */
function startTagAtoms(element: Element): Atom[] {
  const attributes = [...element.attributes].map(attribute);
  if (attributes.length === 0) return [{ text: `<${element.localName}>` }];
  const atoms: Atom[] = [{ text: `<${element.localName}` }];
  attributes.forEach((text, position) => atoms.push({ space: true, hang: true }, { text: position === attributes.length - 1 ? `${text}>` : text }));
  return atoms;
}

/** A node as atoms for one run: text split at its spaces (where whitespace is not kept), tags whole. */
function inlineAtoms(node: Node, keepsWhitespace: (element: Element) => boolean): Atom[] {
  if (isText(node)) {
    const parent = node.parentElement;
    if (parent && keepsWhitespace(parent)) {
      const lead = leadingNewline.has(parent.localName) && node === parent.firstChild && node.data.startsWith("\n") ? "\n" : "";
      return [{ text: lead + (unescaped.has(parent.localName) ? node.data : escapeText(node.data)) }];
    }
    // A short label stays whole: <button …>Save changes</button> is not broken in two.
    if (parent && parent.children.length === 0 && node.data.trim().length <= shortText) return [{ text: escapeText(node.data.replace(/[ \t\n\r\f]+/g, " ")) }];
    return node.data.split(/[ \t\n\r\f]+/).flatMap((word, position): Atom[] => [...(position > 0 ? [{ space: true } as const] : []), ...(word ? [{ text: escapeText(word) }] : [])]);
  }
  if (!isElement(node)) return [];
  const open = startTagAtoms(node);
  if (voidElements.has(node.localName)) return open;
  const inner = [...node.childNodes].flatMap((child) => inlineAtoms(child, keepsWhitespace));
  // Closing tags hold on to what precedes them, opening tags to what follows: a break never
  // lands next to them, which would put whitespace where the page had none.
  return glue([...open, ...inner, { text: `</${node.localName}>` }]);
}

/** Joins atoms that no space separates, so a break can only fall on a space. */
function glue(atoms: Atom[]): Atom[] {
  const joined: Atom[] = [];
  for (const atom of atoms) {
    const last = joined.at(-1);
    if (!atom.space && last && !last.space) last.text += atom.text;
    else joined.push({ ...atom });
  }
  return joined;
}
