// Which stylesheet modules a route needs: the class names its source files (and everything they
// import) name, matched against the rules of each module. Used by test/route-styles.test.ts; the
// class words and the Sass settings serve test/stylesheet.test.ts too.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { compileString } from "sass";
import { sassOptions } from "../sass-options";

export const app = join(__dirname, "../app");
const styles = join(app, "styles");
/** The build's Sass settings, with the load paths the site's stylesheets import from. */
export const compileOptions = { loadPaths: [join(__dirname, "../node_modules"), styles], style: "compressed" as const, ...sassOptions };

/** The classes react-bootstrap's components render on their own (not named in the source that uses them). */
export const componentClasses: Record<string, string[]> = {
  Alert: ["alert", "alert-dismissible", "alert-heading", "alert-link", "btn-close"],
  Accordion: ["accordion", "accordion-item", "accordion-header", "accordion-button", "accordion-collapse", "accordion-body"],
  Button: ["btn"],
  ButtonGroup: ["btn-group"],
  Carousel: ["carousel", "carousel-inner", "carousel-item", "carousel-control-prev", "carousel-indicators"],
  Container: ["container"],
  Dropdown: ["dropdown", "dropdown-toggle", "dropdown-menu", "dropdown-item"],
  Form: ["form-control", "form-label", "form-check", "form-check-input", "form-check-label", "form-switch", "form-select"],
  Modal: ["modal", "modal-dialog", "modal-content", "modal-header", "modal-title", "modal-body", "modal-footer", "modal-backdrop", "btn-close"],
  Nav: ["nav", "nav-link", "nav-item"],
  Navbar: ["navbar", "navbar-brand", "navbar-toggler", "navbar-collapse", "navbar-nav"],
  OverlayTrigger: [],
  Popover: ["popover", "popover-header", "popover-body", "popover-arrow"],
  Tab: ["tab-content", "tab-pane"],
  Table: ["table"],
  ToggleButton: ["btn", "btn-check"],
  ToggleButtonGroup: ["btn-group"],
  Toast: ["toast", "toast-header", "toast-body", "toast-container", "btn-close"],
  Tooltip: ["tooltip", "tooltip-inner", "tooltip-arrow"],
};

/** Classes that components add and remove as they run (opening, closing, moving, validating). */
export const stateClasses = [
  "active",
  "show",
  "showing",
  "hiding",
  "fade",
  "collapsing",
  "collapsed",
  "disabled",
  "is-valid",
  "is-invalid",
  "was-validated",
];

const sourceExtensions = [".tsx", ".ts", "/index.tsx", "/index.ts"];

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = join(app, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return undefined;
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  return sourceExtensions.map((ext) => base + ext).find((path) => existsSync(path));
}

/** Files a `import.meta.glob("dir/*.tsx")` pattern matches (only a `*` in the last part). */
function globFiles(from: string, pattern: string): string[] {
  const full = pattern.startsWith("~/") ? join(app, pattern.slice(2)) : resolve(dirname(from), pattern);
  const dir = dirname(full);
  const matcher = new RegExp(`^${full.slice(dir.length + 1).replace(/\./g, "\\.").replace(/\*/g, "[^/]*")}$`);
  return existsSync(dir) ? readdirSync(dir).filter((name) => matcher.test(name)).map((name) => join(dir, name)) : [];
}

/** The app's source files a module imports, directly or through others (lazy imports and globs included). */
export function importClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, specifier] of text.matchAll(/(?:from|import|import\()\s*["']([^"']+)["']/g)) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
    for (const [, pattern] of text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*["']([^"']+)["']/g)) {
      queue.push(...globFiles(file, pattern));
    }
  }
  return [...seen].sort();
}

/** The react-bootstrap components a source imports. */
export function bootstrapComponents(text: string): string[] {
  const names: string[] = [];
  for (const [, list] of text.matchAll(/import\s*{([^}]*)}\s*from\s*["']react-bootstrap[^"']*["']/g)) {
    for (const part of list.split(",")) {
      const name = part.replace(/\btype\b/, "").split(/\s+as\s+/)[0].trim();
      if (name) names.push(name);
    }
  }
  for (const [, name] of text.matchAll(/import\s+(\w+)\s+from\s*["']react-bootstrap\/(\w+)["']/g)) names.push(name);
  return names;
}

/** The class-like words a source names, and the fixed starts of names it builds at run time (`bg-${color}`); comments left out. */
export function classWords(text: string): { words: string[]; starts: string[] } {
  const code = text.replace(/(^|[\s{])\/\*[\s\S]*?\*\//g, "$1").replace(/^\s*\/\/.*$/gm, "");
  return {
    // Not the middle of a number or a path (`1m-4` in SVG path data is no class).
    words: [...code.matchAll(/(?<![A-Za-z0-9.])[a-z][a-z0-9]*(?:-[a-z0-9]+)*/g)].map((match) => match[0]),
    starts: [...code.matchAll(/[`"' ]([a-z][a-z0-9]*(?:-[a-z0-9]+)*-)\$\{/g)].map((match) => match[1]),
  };
}

/** Whether words and starts (as `classWords` finds them) name a class, whole or by its fixed start. */
export const namedBy = (words: Set<string>, starts: string[]) => (name: string) =>
  words.has(name) || starts.some((start) => name.startsWith(start));

/** What a set of source files names: class-like words, and the fixed starts of names built at run time. */
export function named(files: string[]): { words: Set<string>; starts: string[]; unknownComponents: string[] } {
  const words = new Set(stateClasses);
  const starts: string[] = [];
  const unknownComponents: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    // Data modules (routes, content, the example registry) name pages and examples, not classes.
    if (file.endsWith(".ts") && !/\bclass(Name)?\b/.test(text)) continue;
    const found = classWords(text);
    found.words.forEach((word) => words.add(word));
    starts.push(...found.starts);
    for (const component of bootstrapComponents(text)) {
      const classes = componentClasses[component];
      if (classes) classes.forEach((name) => words.add(name));
      else unknownComponents.push(`${component} (${relative(app, file)})`);
    }
  }
  return { words, starts, unknownComponents };
}

/** The selectors of every style rule in a compressed stylesheet (inside at-rules too; keyframes left out). */
export function selectors(css: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  let text = "";
  for (const char of css) {
    if (char === "{") {
      stack.push(text.trim());
      text = "";
    } else if (char === "}") {
      const head = stack.pop() ?? "";
      if (!head.startsWith("@") && !stack.some((outer) => outer.startsWith("@keyframes"))) found.push(head);
      text = "";
    } else if (char === ";") text = "";
    else text += char;
  }
  return found;
}

/** The classes each complex selector of a rule needs on the page (what `:not()` and friends hold is left out). */
export function selectorClasses(selector: string): string[][] {
  // Left out before splitting: a list inside `:is(a, b)` is not a list of rules.
  return selector
    .replace(/:(not|has|is|where)\([^()]*\)/g, "")
    .split(",")
    .map((complex) => [...complex.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** Whether a module has a rule whose every class a route names (a rule without classes does not count). */
export function applies(css: string, words: Set<string>, starts: string[]): boolean {
  const isNamed = namedBy(words, starts);
  return selectors(css).some((selector) =>
    selectorClasses(selector).some((classes) => classes.length > 0 && classes.every(isNamed)),
  );
}

const compiled = new Map<string, string>();
/** A stylesheet module (`bootstrap/scss/modal`, `kit/cards`) compiled on its own with the project's settings. */
export function moduleCss(module: string): string {
  if (!compiled.has(module)) {
    compiled.set(module, compileString(`@import "config"; @import "${module}";`, { ...compileOptions, url: new URL(`file://${styles}/`) }).css);
  }
  return compiled.get(module)!;
}

/** The modules a stylesheet imports, in order. */
export function importsOf(stylesheet: string): string[] {
  return [...readFileSync(join(styles, stylesheet), "utf8").matchAll(/^@import\s+"([^"]+)";/gm)].map((match) => match[1]);
}
