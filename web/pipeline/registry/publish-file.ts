// Each file an example brings, as the registry publishes it (registry-items.ts): found (every file
// an example imports, through the kit), checked (nothing the site alone has) and rewritten (the
// site's `~/` alias into relative imports, a `.published.tsx` twin in place of a file that needs
// the site's router, the Scope around the example, "use client"), with the npm packages it imports
// at the versions package.json pins.
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { kebabCase } from "../../examples-catalogue";
import { appDir, examplesDir, web } from "../shared/source-folders";
import { applyEdits, type Edit } from "../shared/text-edits";

/** The folders of app/ a published file may come from; each is installed under src/ukguide/<folder>/. */
const kitFolders = ["components", "lib", "content"];
/** Where installed files go in the user's project. */
export const installRoot = "src/ukguide";
/** The site-only modules no published file may import: what it names does not exist in a user's app. */
const siteOnly = [/^react-router(\/|$)/];
/**
 * Packages imported by name from their root only: react-bootstrap's per-component paths
 * (`react-bootstrap/Button`) are folders, which the prerender, running in Node, cannot import.
 */
const rootOnlyPackages = new Set(["react-bootstrap"]);
/** Provided by the user's app, never installed by an item. */
const peerPackages = new Set(["react", "react-dom"]);
/** Build-time constants of the site's Vite config, undefined in a user's app. */
const siteDefines = /^__(BUILD_TIME|SITE_URL|EXAMPLE_COUNTS)__$/;

/** The site's package.json: the versions of the npm packages an item names. */
export const packageJson = JSON.parse(readFileSync(join(web, "package.json"), "utf8")) as { dependencies: Record<string, string> };

/** One file as published: where it comes from, where it is installed, and what it says. */
export interface PublishedFile {
  /** The source file (absolute). */
  source: string;
  /** Its path in the registry (relative to app/), also its name under /source/. */
  path: string;
  target: string;
  content: string;
  /** Kit files it imports (absolute source paths). */
  imports: string[];
  /** npm packages it imports, as name@version. */
  dependencies: string[];
  /**
   * Stylesheets of npm packages it imports ("nouislider/dist/nouislider.css"): left out of the file,
   * they join the stylesheet of each example that uses it, scoped, so that they apply only there and
   * after the theme, as on the site.
   */
  stylesheets: string[];
}

/** The npm package a bare specifier names: `react-icons/md` → react-icons, `@a/b/c.css` → @a/b. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The file a local specifier names, trying the extensions the app uses. */
function resolveLocal(specifier: string, from: string): string {
  const base = specifier.startsWith("~/") ? join(appDir, specifier.slice(2)) : resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, "index.tsx"), join(base, "index.ts")]) {
    if (existsSync(candidate) && extname(candidate)) return candidate;
  }
  throw new Error(`${relative(web, from)}: cannot resolve "${specifier}"`);
}

/** Where a source file is installed: examples flat under examples/, kit files as they sit under app/. */
function installTarget(source: string): string {
  if (source.startsWith(examplesDir + sep)) return `${installRoot}/examples/${basename(source)}`;
  const path = relative(appDir, source).split(sep).join("/");
  if (!kitFolders.includes(path.split("/")[0])) {
    throw new Error(`${path} is imported by an example but lives outside app/{${kitFolders.join(",")}}: it cannot be published`);
  }
  return `${installRoot}/${path}`;
}

/** A relative module specifier from one installed file to another, without the script extension. */
function specifierBetween(fromTarget: string, toTarget: string): string {
  let path = relative(dirname(fromTarget), toTarget).split(sep).join("/");
  if (!path.startsWith(".")) path = `./${path}`;
  return path.replace(/\.tsx?$/, "");
}

/** A file whose site version needs something a user's app lacks has a `.published` twin beside it. */
function publishedSource(source: string): string {
  const twin = source.replace(/(\.tsx?)$/, ".published$1");
  return twin !== source && existsSync(twin) ? twin : source;
}

/** Where published stylesheets go, under app/ in the registry and under src/ukguide/ when installed. */
export const stylesFolder = "styles";
/** The stylesheet every example shares (custom properties, element defaults, fonts), imported by the Scope. */
export const baseStylesheet = `${stylesFolder}/base.css`;
/** The examples' theme, imported by the Scope after base.css: a theme item replaces it (app/theme/theme-item.ts). */
export const themeStylesheet = `${stylesFolder}/theme.css`;
/** The element an installed example renders around itself (scope-styles.ts). */
export const scopeSource = join(appDir, "components", "Scope.tsx");
/** react-bootstrap's overlays, which render into document.body unless given a container: the kit's open in the scope's layer. */
const portalled = new Map([
  ["Modal", "dialogs"],
  ["Offcanvas", "dialogs"],
  ["OverlayTrigger", "overlays"],
  ["Overlay", "overlays"],
]);
/** The kit's modules that open them (dialogs, overlays): their names, and their files. */
export const overlayModules = new Set(portalled.values());
export const scopedOverlaySources = new Set([...overlayModules].map((name) => join(appDir, "components", `${name}.tsx`)));

/** Whether a file must run in the browser: it uses hooks, context, refs, event handlers, portals or react-bootstrap. */
function needsClient(source: ts.SourceFile): boolean {
  let client = false;
  const visit = (node: ts.Node) => {
    if (client) return;
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /^react-(bootstrap|dom)$/.test(node.moduleSpecifier.text)) client = true;
    else if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && /^(use[A-Z0-9]\w*|use|createContext)$/.test(callee.text)) client = true;
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && /^(on[A-Z]\w*|ref)$/.test(node.name.text)) client = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return client;
}

/** The module specifiers of a file's imports and re-exports, with where each string literal sits. */
function moduleSpecifiers(source: ts.SourceFile): ts.StringLiteral[] {
  const found: ts.StringLiteral[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names a file's code uses (its identifiers). */
function identifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Reads, checks and rewrites one file for publishing. */
export function publishFile(source: string): PublishedFile {
  const text = readFileSync(publishedSource(source), "utf8");
  const where = relative(web, source);
  const tree = ts.createSourceFile(where, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const define = identifiers(tree).find((name) => siteDefines.test(name));
  if (define) throw new Error(`${where} uses a build-time constant of the site (${define})`);
  const local = new Map<string, string>();
  const dependencies = new Set<string>();
  const localSpecifiers: [ts.StringLiteral, string][] = [];
  const stylesheets: string[] = [];
  const edits: Edit[] = [];
  for (const literal of moduleSpecifiers(tree)) {
    const specifier = literal.text;
    if (siteOnly.some((pattern) => pattern.test(specifier))) {
      throw new Error(`${where} imports "${specifier}", which exists only on the site: give it a .published twin or drop the import`);
    }
    if (specifier.startsWith("~/") || specifier.startsWith(".")) {
      const file = resolveLocal(specifier, source);
      if (/\.s?css$/.test(file)) {
        throw new Error(`${where} imports the stylesheet "${specifier}": kit styles belong in the theme (a partial of app/styles/examples/, imported by app/styles/showcase.scss)`);
      }
      local.set(specifier, file);
      localSpecifiers.push([literal, file]);
      continue;
    }
    const name = packageName(specifier);
    if (/\.css$/.test(specifier) && ts.isImportDeclaration(literal.parent) && !literal.parent.importClause) {
      stylesheets.push(specifier);
      edits.push({ start: literal.parent.getFullStart(), end: literal.parent.getEnd(), text: "" });
      continue;
    }
    if (rootOnlyPackages.has(name) && specifier !== name) {
      throw new Error(`${where} imports "${specifier}": import it by name from "${name}" (import { … } from "${name}"), which the prerender can load`);
    }
    if (peerPackages.has(name)) continue;
    const version = packageJson.dependencies[name];
    if (!version) throw new Error(`${where} imports "${specifier}", which is not a dependency in package.json`);
    dependencies.add(`${name}@${version}`);
  }
  for (const statement of scopedOverlaySources.has(source) ? [] : tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== "react-bootstrap") continue;
    const named = statement.importClause?.namedBindings;
    const overlays = named && ts.isNamedImports(named) ? named.elements.filter((element) => portalled.has((element.propertyName ?? element.name).text)) : [];
    if (overlays.length > 0) {
      const names = overlays.map((element) => (element.propertyName ?? element.name).text);
      const from = [...new Set(names.map((name) => `"~/components/${portalled.get(name)}"`))].join(" and ");
      throw new Error(`${where} imports ${names.join(", ")} from react-bootstrap: import ${names.length > 1 ? "them" : "it"} from ${from}, which opens ${names.length > 1 ? "them" : "it"} inside the example's scope`);
    }
  }

  // Each local import, relative to where the two files are installed.
  const target = installTarget(source);
  edits.push(...localSpecifiers.map(([literal, file]) => ({ start: literal.getStart(tree) + 1, end: literal.getEnd() - 1, text: specifierBetween(target, installTarget(file)) })));
  const client = needsClient(tree);
  const head = client ? '"use client";\n\n' : "";
  if (source.startsWith(examplesDir + sep)) {
    // The example renders itself inside its Scope, which brings the styles every example shares; its own follow.
    const main = tree.statements.find(
      (statement): statement is ts.FunctionDeclaration =>
        ts.isFunctionDeclaration(statement) && !!statement.name && (ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.ExportDefault) === ts.ModifierFlags.ExportDefault,
    );
    if (!main?.name || main.parameters.length > 0) throw new Error(`${where}: an example default-exports a function without parameters (export default function Name() { … })`);
    const name = main.name.text;
    const id = kebabCase(basename(source, ".tsx"));
    const functionKeyword = main.getChildren(tree).find((child) => child.kind === ts.SyntaxKind.FunctionKeyword)!;
    edits.push({ start: main.getStart(tree), end: functionKeyword.getStart(tree), text: "" });
    const lastImport = [...tree.statements].reverse().find(ts.isImportDeclaration);
    const scopeImport = `import { Scope } from "${specifierBetween(target, installTarget(scopeSource))}";\nimport "${specifierBetween(target, `${installRoot}/${stylesFolder}/${id}.css`)}";\n`;
    edits.push({ start: lastImport ? lastImport.getEnd() + 1 : 0, end: lastImport ? lastImport.getEnd() + 1 : 0, text: scopeImport });
    edits.push({
      start: text.length,
      end: text.length,
      text: `\n/** ${name} as installed: inside its Scope, where its styles apply and nowhere else. */\nexport default function Scoped${name}() {\n  return (\n    <Scope name="${id}">\n      <${name} />\n    </Scope>\n  );\n}\n`,
    });
    local.set("Scope", scopeSource);
  } else if (source === scopeSource) {
    const stylesheets = [baseStylesheet, themeStylesheet].map((sheet) => `import "${specifierBetween(target, `${installRoot}/${sheet}`)}";\n`);
    edits.push({ start: 0, end: 0, text: stylesheets.join("") });
  }
  const content = head + applyEdits(text, edits);
  const path = relative(appDir, source).split(sep).join("/");
  return { source, path, target, content, imports: [...new Set(local.values())], dependencies: [...dependencies].sort(), stylesheets };
}

/** The registry name of a kit file: `components/Button.tsx` → kit-button, `lib/numbers.ts` → kit-lib-numbers. */
export function partName(path: string): string {
  const words = path.replace(/^components\//, "").replace(/\.(tsx?|s?css)$/, "").replace(/\.published$/, "");
  return `kit-${words.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/[/_.]+/g, "-").toLowerCase()}`;
}
