// The showcase catalogue, read from the example files themselves at build time (the Node side:
// configs, the registry generator, tests). Each file under app/examples/<group>/<page>/ is one
// example: its id is its file name in kebab case, its group and page are its folders, and its
// title, preview height, keywords, order and whether it is scripted are the literal `export const meta = { … }` it may
// hold. The browser receives the same list through the build's __EXAMPLES__ constant.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { showcaseGroups, type ShowcaseGroupKey } from "./app/content/pages";
import { paths, type RouteName } from "./app/paths";
import { kebabCase } from "./app/showcase/exampleId";
import type { ExampleMeta } from "./app/catalogue/exampleMeta";

export { kebabCase };

// import.meta.dirname where the loader gives it (Vite, Vitest, Node), else from the module URL.
const examplesDir = join(import.meta.dirname ?? dirname(fileURLToPath(import.meta.url)), "app", "examples");

/** What a file's `meta` may say. */
export interface FileMeta {
  title: string;
  height?: 600 | 700;
  keywords?: string[];
  order?: number;
  /** True when the example's own state makes it what it is (steps that advance, a list that filters): no HTML form. */
  scripted?: boolean;
}

/** The literal `export const meta = { … }` of an example's source, checked. */
export function readMeta(source: string, where: string): FileMeta {
  const file = ts.createSourceFile(where, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  let meta: ts.ObjectLiteralExpression | undefined;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === "meta" && declaration.initializer) {
        if (!ts.isObjectLiteralExpression(declaration.initializer)) throw new Error(`${where}: meta must be an object literal`);
        meta = declaration.initializer;
      }
    }
  }
  if (!meta) throw new Error(`${where}: no \`export const meta = { title: "…" }\``);
  const value = (node: ts.Expression, key: string): unknown => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return node.kind === ts.SyntaxKind.TrueKeyword;
    if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => value(element, key));
    throw new Error(`${where}: meta.${key} must be a literal`);
  };
  const result: Record<string, unknown> = {};
  for (const property of meta.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) throw new Error(`${where}: meta holds plain properties only`);
    result[property.name.text] = value(property.initializer, property.name.text);
  }
  const { title, height, keywords, order, scripted, ...rest } = result;
  if (Object.keys(rest).length > 0) throw new Error(`${where}: meta.${Object.keys(rest)[0]} is not one of title, height, keywords, order, scripted`);
  if (typeof title !== "string" || !title.trim()) throw new Error(`${where}: meta.title must be a non-empty string`);
  if (height !== undefined && height !== 600 && height !== 700) throw new Error(`${where}: meta.height must be 600 or 700`);
  if (keywords !== undefined && !(Array.isArray(keywords) && keywords.every((word) => typeof word === "string"))) {
    throw new Error(`${where}: meta.keywords must be a list of strings`);
  }
  if (order !== undefined && typeof order !== "number") throw new Error(`${where}: meta.order must be a number`);
  if (scripted !== undefined && typeof scripted !== "boolean") throw new Error(`${where}: meta.scripted must be true or false`);
  return { title, height, keywords: keywords as string[] | undefined, order, scripted };
}

/** The showcase page a folder `<group>/<page>` belongs to: the route at /sections/<group>/<page>. */
function pageOf(folder: string): RouteName {
  const name = (Object.keys(paths) as RouteName[]).find((route) => paths[route] === `/sections/${folder}`);
  if (!name) throw new Error(`app/examples/${folder}/ matches no showcase page (no route at /sections/${folder})`);
  return name;
}

/** Every example, in the order the menus list their groups and pages, then by meta.order and file name. */
export function catalogue(dir = examplesDir): ExampleMeta[] {
  const list: (ExampleMeta & { order: number })[] = [];
  for (const group of readdirSync(dir, { withFileTypes: true })) {
    if (!group.isDirectory()) continue;
    const groupKey = group.name as ShowcaseGroupKey;
    if (!showcaseGroups.some((known) => known.key === groupKey)) throw new Error(`app/examples/${group.name}/ is not a showcase group`);
    for (const page of readdirSync(join(dir, group.name), { withFileTypes: true })) {
      if (!page.isDirectory()) continue;
      const folder = `${group.name}/${page.name}`;
      const name = pageOf(folder);
      for (const entry of readdirSync(join(dir, folder))) {
        if (!entry.endsWith(".tsx") || entry.includes(".test.")) continue;
        const file = `${folder}/${entry}`;
        const meta = readMeta(readFileSync(join(dir, file), "utf8"), `app/examples/${file}`);
        list.push({
          id: kebabCase(entry.replace(/\.tsx$/, "")),
          title: meta.title,
          group: groupKey,
          page: name,
          file,
          ...(meta.height && { height: meta.height }),
          ...(meta.keywords && { keywords: meta.keywords }),
          ...(meta.scripted && { scripted: true }),
          order: meta.order ?? Number.POSITIVE_INFINITY,
        });
      }
    }
  }
  const rank = (example: ExampleMeta) => {
    const group = showcaseGroups.findIndex((known) => known.key === example.group);
    return [group, showcaseGroups[group].pages.indexOf(example.page)];
  };
  list.sort((a, b) => {
    const [groupA, pageA] = rank(a);
    const [groupB, pageB] = rank(b);
    return groupA - groupB || pageA - pageB || a.order - b.order || a.file.localeCompare(b.file);
  });
  const ids = new Map<string, string>();
  for (const example of list) {
    const clash = ids.get(example.id);
    if (clash) throw new Error(`app/examples/${example.file} and app/examples/${clash} have the same id, ${example.id}: rename one`);
    ids.set(example.id, example.file);
  }
  return list.map(({ order: _order, ...example }) => example);
}
