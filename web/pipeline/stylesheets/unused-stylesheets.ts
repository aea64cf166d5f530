// A stylesheet that nothing links is never loaded (React Router copies the prerender's own,
// server-build-*.css, into the client build): it would only weigh down the binary. A stylesheet
// is used when a page links it, or a script (the manifest, a chunk) or a stylesheet names it as parsed.
import { readFileSync, rmSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import postcss from "postcss";
import valueParser from "postcss-value-parser";
import { folders } from "../../published-folders";
import { walk, type Build } from "../shared/build-folder";
import { attribute, elementsOf } from "../shared/page-parser";
import { stringLiterals } from "../shared/script-parser";

/** The stylesheet an `@import`'s params name: its first node, a string or a `url()` (quoted or not). */
export function importTarget(params: string): string | undefined {
  const first = valueParser(params).nodes.find((node) => node.type !== "space" && node.type !== "comment");
  if (first?.type === "string") return first.value;
  if (first?.type === "function" && first.value.toLowerCase() === "url") return first.nodes[0]?.value;
  return undefined;
}

/** Every path under the site's root that a file of the client build names: links, string literals, @imports. */
function referencedPaths(client: string): Set<string> {
  const named = new Set<string>();
  const add = (reference: string, from: string) => {
    if (URL.canParse(reference, `http://site${from}`)) named.add(new URL(reference, `http://site${reference.startsWith(".") ? from : "/"}`).pathname);
  };
  for (const file of walk(client)) {
    const href = "/" + relative(client, file).split(sep).join("/");
    const type = extname(file);
    if (type !== ".html" && type !== ".js" && type !== ".css") continue;
    const text = readFileSync(file, "utf8");
    if (type === ".html") {
      for (const element of elementsOf(text)) {
        for (const name of ["href", "src"]) {
          const value = attribute(element, name);
          if (value) add(value, href);
        }
      }
    } else if (type === ".js") {
      for (const literal of stringLiterals(text, href)) add(literal, href);
    } else {
      postcss.parse(text, { from: href }).walkAtRules("import", (rule) => {
        const target = importTarget(rule.params);
        if (target) add(target, href);
      });
    }
  }
  return named;
}

export function dropUnusedStylesheets({ client }: Build): string {
  const named = referencedPaths(client);
  let dropped = 0;
  for (const file of walk(join(client, folders.assets))) {
    if (extname(file) !== ".css" || named.has("/" + relative(client, file).split(sep).join("/"))) continue;
    rmSync(file);
    dropped++;
  }
  return `${dropped} unused stylesheets dropped`;
}
