// Which examples the build publishes as HTML snippets (the registry's meta.html), and which of those
// need Bootstrap's script (meta.htmlScript), from the files each example publishes.
import ts from "typescript";
import { overlayModules, scopedOverlaySources, type PublishedFile } from "./publish-file";

/**
 * How an example's static markup (meta.html, written by snippets/write-snippets.ts) behaves without
 * React. Where React's widget has Bootstrap's counterpart, the HTML carries the data-bs-* attributes
 * Bootstrap's own script reads (snippets/markup-behaviours.ts) and needs /kit/ukguide.js (meta.htmlScript):
 * react-bootstrap's modals, offcanvases, dropdowns, tooltips and popovers, navbar togglers,
 * accordions, tabs, carousels and toasts, dismissible alerts, and the kit's tab pills. There is no
 * HTML where a widget only React drives: a controlled Overlay, the kit's sliders, pickers, typed
 * text, flip card and carousel. Everything else (forms, inputs, counters, pagination, native toggle
 * buttons) is markup that works as it is, though it no longer counts or validates.
 */
const bootstrapBehaviours = new Set([
  "Accordion", "Carousel", "Collapse", "Dropdown", "DropdownButton", "SplitButton", "Modal", "NavDropdown", "Offcanvas",
  "OverlayTrigger", "Tab", "Tabs", "TabContainer", "Toast",
]);
const reactOnlyBootstrap = new Set(["Overlay"]);
const scriptedKit = new Set(["Slider", "SelectPicker", "DatePicker", "TypedText", "RotatingCard", "Carousel"].map((name) => `components/${name}.tsx`));
/** Kit widgets whose markup is Bootstrap's (tabs), made to behave as Bootstrap's. */
const bootstrapKit = new Set(["NavPills"].map((name) => `components/${name}.tsx`));

/** The react-bootstrap components a published file imports, from the package or through the kit's dialogs.tsx and overlays.tsx. */
function bootstrapComponents(file: PublishedFile): string[] {
  if (scopedOverlaySources.has(file.source)) return [];
  const tree = ts.createSourceFile(file.path, file.content, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return tree.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const from = statement.moduleSpecifier.text;
    const segments = from.split("/");
    const overlays = segments.length > 1 && overlayModules.has(segments.at(-1)!) && file.imports.some((source) => scopedOverlaySources.has(source));
    const named = statement.importClause?.namedBindings;
    if ((from !== "react-bootstrap" && !overlays) || !named || !ts.isNamedImports(named)) return [];
    return named.elements.map((element) => (element.propertyName ?? element.name).text);
  });
}

/** Whether an example needs React for its behaviour: it has no HTML form. */
export function needsReact(files: readonly PublishedFile[]): boolean {
  return files.some((file) => scriptedKit.has(file.path) || bootstrapComponents(file).some((name) => reactOnlyBootstrap.has(name)));
}

/** Whether an example's HTML needs Bootstrap's script (/kit/ukguide.js) for its behaviour. */
export function needsBootstrapScript(files: readonly PublishedFile[]): boolean {
  return files.some(
    (file) =>
      bootstrapKit.has(file.path) ||
      (file.path.startsWith("examples/") && /\bdismissible\b/.test(file.content)) ||
      bootstrapComponents(file).some((name) => bootstrapBehaviours.has(name) || (name === "Navbar" && /\bNavbar\.Toggle\b/.test(file.content))),
  );
}
