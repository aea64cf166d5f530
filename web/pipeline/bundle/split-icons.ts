// In the site's bundle each file's react-icons icons are written into the file itself, cut from the
// family's file (react-icons publishes each family as one module): a page loads only the icons its
// own modules draw. Published sources keep their plain `react-icons` imports. Both the family files
// and the site's files are read with the TypeScript parser; an unknown shape fails the build.
// (why: docs/decisions/001-inline-icons.md)
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import ts from "typescript";
import type { Plugin } from "vite";
import { applyEdits, type Edit } from "../shared/text-edits";

const require = createRequire(import.meta.url);

/** Each icon's function in a family file (`react-icons/<family>/index.mjs`), by name, as a declaration drawn with `__GenIcon`. */
export function iconFunctions(source: string, where = "a react-icons family"): Map<string, (local: string) => string> {
  const tree = ts.createSourceFile(where, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const functions = new Map<string, (local: string) => string>();
  for (const statement of tree.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const start = statement.getStart(tree);
    const calls: Edit[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "GenIcon") {
        calls.push({ start: node.expression.getStart(tree) - start, end: node.expression.getEnd() - start, text: "__GenIcon" });
      }
      ts.forEachChild(node, visit);
    };
    visit(statement.body);
    if (calls.length === 0) throw new Error(`split-icons: ${where}: ${statement.name.text} is not drawn by GenIcon`);
    const text = statement.getText(tree);
    const name = { start: statement.name.getStart(tree) - start, end: statement.name.getEnd() - start };
    functions.set(statement.name.text, (local) => applyEdits(text, [{ start: 0, end: name.end, text: `function ${local}` }, ...calls]));
  }
  return functions;
}

const families = new Map<string, Map<string, (local: string) => string>>();
function family(name: string): Map<string, (local: string) => string> {
  let functions = families.get(name);
  if (!functions) {
    const file = require.resolve(`react-icons/${name}`).replace(/index\.js$/, "index.mjs");
    functions = iconFunctions(readFileSync(file, "utf8"), file);
    families.set(name, functions);
  }
  return functions;
}

/** `import { A, B as C } from "react-icons/md"` as the functions A and C, drawn with react-icons' own GenIcon. */
export function inlineIcons(code: string, functionsOf: (family: string) => Map<string, (local: string) => string> = family, where = "file.tsx"): string {
  const tree = ts.createSourceFile(where, code, ts.ScriptTarget.Latest, true, where.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.TSX);
  const edits: Edit[] = [];
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const familyName = /^react-icons\/(\w+)$/.exec(statement.moduleSpecifier.text)?.[1];
    if (!familyName || familyName === "lib") continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.isTypeOnly || clause.name || !bindings || !ts.isNamedImports(bindings)) {
      throw new Error(`split-icons: ${where}: import icons by name (import { MdX } from "react-icons/${familyName}"), not ${statement.getText(tree)}`);
    }
    const functions = bindings.elements.map((element) => {
      const icon = (element.propertyName ?? element.name).text;
      const source = functionsOf(familyName).get(icon);
      if (!source) throw new Error(`split-icons: no ${icon} in react-icons/${familyName}`);
      return source(element.name.text);
    });
    edits.push({ start: statement.getStart(tree), end: statement.getEnd(), text: functions.join("\n") });
  }
  return edits.length > 0 ? `import { GenIcon as __GenIcon } from "react-icons/lib";\n${applyEdits(code, edits)}` : code;
}

export function splitIcons(): Plugin {
  return {
    name: "ukguide:split-icons",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (id.startsWith("\0") || id.includes("/node_modules/") || !code.includes("react-icons/")) return null;
      return { code: inlineIcons(code, family, id.split("?")[0]), map: null };
    },
  };
}
