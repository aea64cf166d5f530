// The classes and attributes that libraries add as an element opens or moves, so that they are in no
// prerendered markup: kept by every purge of a stylesheet (purge-stylesheets.ts, publish-examples.ts).
import type { UserDefinedSafelist } from "purgecss";
import ts from "typescript";

/**
 * Classes react-bootstrap builds from its prefix as an element moves or opens, so they are in no
 * page's markup or code: a sliding carousel's items (`${prefix}-item-${direction}`), a tooltip's
 * placement and body (`bs-tooltip-${placement}`, `${prefix}-inner`). The state classes it adds by
 * name (`show`, `fade`, `collapsing`, `active`) are words of its code, kept without a list.
 */
export const runtimeClasses = {
  standard: [/^carousel-item-(next|prev|start|end)$/, /^bs-(tooltip|popover)-(top|end|bottom|start|auto)$/, "tooltip-inner"],
} satisfies UserDefinedSafelist;

/**
 * Class families that react-bootstrap and the widget libraries add as an element opens or moves,
 * so that they are in no prerendered markup: kept for an example that imports the component or
 * package which adds them (the state classes `show`, `fade`, `active` are words of the kit's code).
 * Read for each example's published stylesheet (publish-examples.ts) and each showcase page's.
 */
export const openedClasses: Record<string, RegExp[]> = {
  Modal: [/^modal/, /^fade$/, /^show$/, /^btn-close/],
  Offcanvas: [/^offcanvas/, /^fade$/, /^show(ing)?$/, /^btn-close/],
  OverlayTrigger: [/^tooltip/, /^bs-tooltip/, /^popover/, /^bs-popover/, /^fade$/, /^show$/],
  Overlay: [/^tooltip/, /^bs-tooltip/, /^popover/, /^bs-popover/, /^fade$/, /^show$/],
  Dropdown: [/^dropdown/, /^show$/],
  DropdownButton: [/^dropdown/, /^show$/],
  SplitButton: [/^dropdown/, /^show$/],
  Navbar: [/^collaps/, /^show$/, /^navbar/],
  Collapse: [/^collaps/, /^show$/],
  Accordion: [/^accordion/, /^collaps/, /^show$/],
  Carousel: [/^carousel/, /^active$/],
  Toast: [/^toast/, /^fade$/, /^show(ing)?$/, /^hide$/],
  Tab: [/^tab-/, /^fade$/, /^show$/, /^active$/],
  Tabs: [/^tab-/, /^nav/, /^fade$/, /^show$/, /^active$/],
  TabContainer: [/^tab-/, /^fade$/, /^show$/, /^active$/],
  "choices.js": [/^choices/, /^is-/, /^has-/],
  flatpickr: [/^flatpickr/, /^numInput/, /^arrow/, /^cur-/, /^prevMonth/, /^nextMonth/, /^dayContainer/, /^inRange$/, /^selected$/, /^today$/, /^open$/],
  nouislider: [/^noUi-/],
};

/**
 * The keys of openedClasses a file of the site uses: the react-bootstrap components it imports and
 * the npm packages it depends on (`dependencies` as the registry writes them, `name@version`).
 */
export function openersOf(file: { content: string; dependencies: readonly string[] }): string[] {
  const tree = ts.createSourceFile("file.tsx", file.content, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const named = tree.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== "react-bootstrap") return [];
    const bindings = statement.importClause?.namedBindings;
    return bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => (element.propertyName ?? element.name).text) : [];
  });
  return [...named, ...file.dependencies.map((dependency) => dependency.replace(/(?<=.)@[^@/]*$/, ""))].filter((name) => name in openedClasses);
}

/** Attributes a library sets through `dataset`, so that no word names them: Choices.js's `data-type`. */
export const runtimeAttributes = ["data-type"];

