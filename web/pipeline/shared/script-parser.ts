// Built chunks read with a module lexer (es-module-lexer) or the TypeScript parser, never by pattern.
import { initSync, parse } from "es-module-lexer";
import ts from "typescript";

initSync();

/** es-module-lexer's kinds of import (ImportType). */
const staticImport = 1;
const dynamicImport = 2;

const resolveHref = (specifier: string, href: string) => new URL(specifier, `http://site${href}`).pathname;

/**
 * The modules a built chunk imports statically, as paths under the site's root, resolved against the
 * chunk's own path `href`; dynamic imports (`import("…")`) are left out, since they run later, when asked for.
 */
export function staticImports(code: string, href: string): string[] {
  return lex(code, href)
    .filter((entry) => entry.t === staticImport && entry.n !== undefined)
    .map((entry) => resolveHref(entry.n!, href));
}

/** The chunks a built chunk (`href`, a path under the site's root) imports on demand, by a relative path (`import("./x.js")`). */
export function dynamicImports(code: string, href: string): string[] {
  return lex(code, href)
    .filter((entry) => entry.t === dynamicImport && entry.n?.startsWith("./") && entry.n.endsWith(".js"))
    .map((entry) => resolveHref(entry.n!, href));
}

function lex(code: string, href: string) {
  try {
    return parse(code, href)[0];
  } catch (error) {
    throw new Error(`${href}: not a module es-module-lexer reads (${(error as Error).message})`, { cause: error });
  }
}

/** A script's syntax tree (TypeScript's parser reads JavaScript as it is). */
export const parseScript = (code: string, name: string) => ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);

/** Every string literal of a script, as its value. */
export function stringLiterals(code: string, name: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(parseScript(code, name));
  return found;
}

/** `a.b.c` as its names, or undefined for another expression. */
export function propertyPath(node: ts.Expression): string[] | undefined {
  if (ts.isIdentifier(node)) return [node.text];
  if (!ts.isPropertyAccessExpression(node)) return undefined;
  const head = propertyPath(node.expression);
  return head && [...head, node.name.text];
}
