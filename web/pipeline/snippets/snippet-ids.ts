// A snippet's ids: renamed with every reference to them, so that each snippet's are its own and a
// probed part joins the markup under the ids the prerender gave it.

/** The attributes whose value is a list of ids. */
const idListAttributes = new Set([
  "for", "headers", "list", "form", "itemref", "popovertarget", "commandfor", "aria-activedescendant", "aria-controls",
  "aria-describedby", "aria-details", "aria-errormessage", "aria-flowto", "aria-labelledby", "aria-owns",
]);
/** The attributes whose value is a selector `#id` (Bootstrap's). */
const selectorAttributes = new Set(["data-bs-target", "data-bs-parent", "data-bs-container"]);
/** React's useId, in its forms since React 18: `:r1:`, `«r1»`, `_r_1_` (and `R` on the server). */
const reactIdToken = /_[rR]_[0-9a-z]+_|«[rR][0-9a-z]*»|:[rR][0-9a-z]*:/g;

/**
 * Renames ids in and under `root`, and every reference to them: id lists (for, aria-*, headers…),
 * Bootstrap's `#id` selectors, `href="#id"` and `url(#id)`. `rename` answers an id's new name, or
 * undefined to keep it. References to ids outside `root` are renamed too when `outside` is set
 * (a part taken from a page whose other ids are renamed), else left alone.
 */
export function renameIds(root: Element, rename: (id: string) => string | undefined, outside = false): Map<string, string> {
  const elements = [root, ...root.querySelectorAll("*")];
  const renamed = new Map<string, string>();
  for (const element of elements) {
    const next = element.id && rename(element.id);
    if (next) renamed.set(element.id, next);
  }
  const reference = (id: string): string => renamed.get(id) ?? (outside ? rename(id) : undefined) ?? id;
  for (const element of elements) {
    for (const { name, value } of [...element.attributes]) {
      let next = value;
      if (name === "id") next = reference(value);
      else if (idListAttributes.has(name)) next = value.split(/\s+/).map(reference).join(" ");
      else if (selectorAttributes.has(name) || ((name === "href" || name === "xlink:href") && value.startsWith("#"))) {
        next = value.startsWith("#") ? `#${reference(value.slice(1))}` : value;
      }
      if (next.includes("url(#")) next = next.replace(/url\(#([^)\s]+)\)/g, (_whole, id: string) => `url(#${reference(id)})`);
      if (next !== value) element.setAttribute(name, next);
    }
  }
  return renamed;
}

/**
 * Makes every id of a snippet its own: `<example>-<id>`, React's generated part numbered from 1
 * (`_R_175_-title` → `modals-simple-1-title`), so that two snippets on one page never share one.
 */
export function ownIds(root: Element, prefix: string): void {
  const tokens = new Map<string, string>();
  const renamed = renameIds(root, (id) => `${prefix}-${id.replace(reactIdToken, (token) => {
    const number = tokens.get(token) ?? String(tokens.size + 1);
    tokens.set(token, number);
    return number;
  })}`);
  const names = [...renamed.values()];
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`${prefix}: two ids of the snippet would both be ${repeated}`);
  for (const name of names) {
    if (!/^[A-Za-z][\w-]*$/.test(name)) throw new Error(`${prefix}: the id "${name}" cannot be named in a selector as it is`);
  }
}
