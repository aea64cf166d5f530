// The published stylesheets apply only inside an example (docs/architecture.md, "A good guest"):
// every rule of the theme is rewritten to match inside an element of class `ukg` (the Scope an
// installed example renders, and the layer its overlays open in), so nothing styles the host's own
// elements. What was global becomes the scope's: `:root`, `html` and `body` are the `.ukg` element;
// Bootstrap's colour modes follow `data-bs-theme` on the scope, inside it or on an ancestor, and
// the `dark` class that Tailwind and shadcn/ui set on <html>. Keyframes are renamed, `@page` dropped.
import postcss, { type AtRule, type Root, type Rule } from "postcss";
import valueParser from "postcss-value-parser";
import selectorParser, { type Node as SelectorNode, type Selector } from "postcss-selector-parser";

/** The class of the element inside which the published styles apply; an example's own add `ukg-<id>`. */
export const scopeClass = "ukg";
const scope = `.${scopeClass}`;
/** Prefix of the published keyframes, so that they never replace a host's of the same name. */
const keyframePrefix = `${scopeClass}-`;

/**
 * Before any rule of the theme: whatever a host's stylesheets set on elements (Tailwind's preflight,
 * shadcn/ui's base layer) is taken back inside the scope, at no specificity, so the theme's own
 * rules meet the browser's defaults as on the site. SVG, images and other replaced elements keep
 * their attributes (which `revert` would drop with the host's rules): only the host's box rules
 * are taken back from them.
 */
export const scopeReset = `:where(${scope}, ${scope} :not(svg, svg *, img, video, canvas, iframe, embed, object)), :where(${scope}) ::before, :where(${scope}) ::after { all: revert; }
:where(${scope}) :where(svg, img, video, canvas, iframe, embed, object) { display: revert; margin: revert; padding: revert; border: revert; box-sizing: revert; max-width: revert; vertical-align: revert; }
`;

/** The contexts in which a colour mode (or any, undefined) holds for an element of the scope. */
function modeContexts(mode: string | undefined, scope: string): string[] {
  const attribute = mode ? `[data-bs-theme=${mode}]` : "[data-bs-theme]";
  const contexts = [`${scope}${attribute}`, `${scope} ${attribute}`, `${attribute} ${scope}`];
  // Tailwind's and shadcn/ui's dark mode: the `dark` class on <html>, unless the scope says otherwise.
  if (mode === "dark") contexts.push(`:where(.dark) ${scope}:not([data-bs-theme])`);
  return contexts;
}

/** The at-rules that name keyframes, and the properties that run them by name. */
const keyframesRules = new Set(["keyframes", "-webkit-keyframes", "-moz-keyframes", "-o-keyframes"]);
const animationProperties = new Set(["animation", "animation-name", "-webkit-animation", "-webkit-animation-name"]);

/** Whether a rule is a step of a keyframes (`from`, `50%`), which has no selectors. */
const isKeyframeStep = (rule: Rule) => rule.parent?.type === "atrule" && keyframesRules.has((rule.parent as AtRule).name);

const parse = (selector: string) => selectorParser().astSync(selector);

/** The first compound of a selector: its nodes up to the first combinator. */
function firstCompound(selector: Selector): SelectorNode[] {
  const nodes: SelectorNode[] = [];
  for (const node of selector.nodes) {
    if (node.type === "combinator") break;
    nodes.push(node);
  }
  return nodes;
}

/** One selector of a rule, scoped: a list of selectors in its place. */
export function scopeSelector(text: string, scope = `.${scopeClass}`): string[] {
  const selector = parse(text).first;
  const compound = firstCompound(selector);
  // Already written for the scope (`.ukg .dropdown-menu` in a kit partial).
  const written = compound.find((node) => node.type === "class" && node.value === scopeClass);
  if (written) {
    written.replaceWith(selectorParser.className({ value: scope.slice(1) }));
    return [selector.toString().trim()];
  }
  const rest = () => selector.toString().trim();

  // `[data-bs-theme=dark]` alone, or opening the selector: the mode's contexts.
  const mode = compound.length === 1 && compound[0].type === "attribute" && compound[0].attribute === "data-bs-theme" ? compound[0] : undefined;
  if (mode) {
    const contexts = modeContexts(mode.value, scope);
    mode.remove();
    const after = selector.nodes[0];
    if (!after) return contexts;
    // The combinator after the attribute stays: `[data-bs-theme=dark] .btn-close` → `:is(…) .btn-close`.
    return [`:is(${contexts.join(", ")}) ${rest()}`];
  }

  // `:root`, `html` and `body` are the scope's own element (`html body .x` too: the scope once).
  const globals: SelectorNode[] = [];
  selector.walk((node) => {
    if ((node.type === "pseudo" && node.value === ":root") || (node.type === "tag" && (node.value === "html" || node.value === "body"))) globals.push(node);
  });
  if (globals.length > 0 && compound.includes(globals[0])) {
    for (const node of globals) node.replaceWith(selectorParser.className({ value: scope.slice(1) }));
    // The scope once: `.ukg .ukg .x` → `.ukg .x`.
    const isScope = (node: SelectorNode | undefined) => node?.type === "class" && node.value === scope.slice(1);
    const nodes = selector.nodes;
    while (isScope(nodes[0]) && nodes[1]?.type === "combinator" && nodes[1].value === " " && isScope(nodes[2])) {
      nodes[2].remove();
      nodes[1].remove();
    }
    return [rest()];
  }
  return [`${scope} ${rest()}`];
}

/** Prefixes every rule's selectors with `scope` (a class selector), renames keyframes, drops `@page`. */
function scopeRoot(root: Root, scope = `.${scopeClass}`): Root {
  const renamed = new Map<string, string>();
  root.walkAtRules((rule: AtRule) => {
    if (!keyframesRules.has(rule.name)) return;
    const name = rule.params.trim();
    if (!renamed.has(name)) renamed.set(name, `${keyframePrefix}${name}`);
    rule.params = renamed.get(name)!;
  });
  // Printing is the host page's; a stylesheet joined to others has no charset of its own (it is UTF-8).
  root.walkAtRules((rule) => {
    if (rule.name === "page" || rule.name === "charset") rule.remove();
  });
  root.walkRules((rule: Rule) => {
    if (isKeyframeStep(rule)) return;
    rule.selectors = rule.selectors.flatMap((selector) => scopeSelector(selector, scope));
  });
  if (renamed.size > 0) {
    root.walkDecls((decl) => {
      if (!animationProperties.has(decl.prop)) return;
      // A keyframes name is a word of the value's own (its top level), not inside a function or string.
      const value = valueParser(decl.value);
      let changed = false;
      for (const node of value.nodes) {
        const name = node.type === "word" ? renamed.get(node.value) : undefined;
        if (name) {
          node.value = name;
          changed = true;
        }
      }
      if (changed) decl.value = value.toString();
    });
  }
  return root;
}

/** A stylesheet, scoped: inside `.ukg`, or inside one example's own `.ukg-<id>` when given its id. */
export function scopeCss(css: string, exampleId?: string): string {
  return scopeRoot(postcss.parse(css), exampleId ? `.${scopeClass}-${exampleId}` : `.${scopeClass}`).toString();
}

/**
 * Whether a rule belongs to every example: custom properties and element defaults (Bootstrap's
 * root and reboot, the theme's body), which no class names, so no example's markup can select them.
 */
function isBaseRule(rule: Rule): boolean {
  if (isKeyframeStep(rule)) return false;
  return rule.selectors.every((selector) => {
    let namesClass = false;
    parse(selector).walkClasses(() => {
      namesClass = true;
    });
    return !namesClass;
  });
}

/**
 * The theme in two: what every example needs (font faces, custom properties, element defaults),
 * and the rest, which each example keeps only where its markup can use it. Both keep the theme's
 * order; at-rules that end up empty are dropped.
 */
export function splitBase(css: string): { base: string; rest: string } {
  const base = postcss.parse(css);
  const rest = postcss.parse(css);
  base.walkRules((rule) => {
    if (!isBaseRule(rule)) rule.remove();
  });
  rest.walkRules((rule) => {
    if (isBaseRule(rule)) rule.remove();
  });
  rest.walkAtRules("font-face", (rule) => {
    rule.remove();
  });
  for (const root of [base, rest]) {
    root.walkAtRules((rule) => {
      if (rule.name !== "font-face" && rule.nodes !== undefined && rule.nodes.length === 0) {
        rule.remove();
      }
    });
    // Keyframes live with the rules that run them.
    if (root === base) root.walkAtRules((rule) => {
      if (keyframesRules.has(rule.name)) rule.remove();
    });
  }
  return { base: base.toString(), rest: rest.toString() };
}
