// The published stylesheets: the theme compiled and scoped (scope-styles.ts), and each example's own,
// purged against what it renders and opens.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PurgeCSS } from "purgecss";
import { compile } from "sass";
import { loadPaths, sassOptions } from "../../sass-options";
import { openedClasses, openersOf, runtimeAttributes, runtimeClasses } from "../shared/opened-classes";
import { scopeCss, scopeReset } from "../shared/scope-styles";
import { appDir } from "../shared/source-folders";
import type { PublishedFile } from "./publish-file";

const require = createRequire(import.meta.url);

/** The theme stylesheet (app/styles/kit.scss), compiled, unscoped. */
export function compileTheme(): string {
  return compile(join(appDir, "styles", "kit.scss"), { ...sassOptions, loadPaths }).css + "\n";
}

/** A stylesheet scoped for publishing, after the reset that keeps a host's element styles out of the scope. */
export const publishedCss = (css: string) => `${scopeReset}${scopeCss(css)}`;

/**
 * react-bootstrap writes a variant's class from its prefix (`<Button variant="dark">` → btn-dark), so
 * a closed modal's button is in no markup and its code names only `dark`: the words given to a
 * variant prop (`variant`, `bg`, `text`, `border`, `closeVariant`) also count with each prefix.
 */
const variantPrefixes = ["btn", "btn-outline", "alert", "bg", "text-bg", "text", "border", "list-group-item", "table", "link"];
const variantProp = /\b(?:variant|closeVariant|bg|text|border)=(?:"([\w-]+)"|\{([^}]{0,120})\})/g;
function wordsWithVariants(code: string): string[] {
  const words = code.match(/[A-Za-z0-9_-]+/g) ?? [];
  const variants = [...code.matchAll(variantProp)].flatMap(([, plain, expression]) => (plain ? [plain] : [...(expression ?? "").matchAll(/["'`]([\w-]+)["'`]/g)].map((match) => match[1])));
  return [...words, ...variants.flatMap((word) => variantPrefixes.map((prefix) => `${prefix}-${word}`))];
}

/**
 * An example's own stylesheet: the theme's rules (beyond the base every example shares) that its
 * prerendered preview, its published files and the overlays and widgets it opens can use, purged
 * by PurgeCSS, then scoped.
 */
export async function exampleCss(id: string, rest: string, previewHtml: string, files: readonly PublishedFile[]): Promise<string> {
  const families = files.flatMap(openersOf).flatMap((name) => openedClasses[name]);
  const vendor = [...new Set(files.flatMap((file) => file.stylesheets))].map((specifier) => readFileSync(require.resolve(specifier), "utf8"));
  const [purged] = await new PurgeCSS().purge({
    css: [{ raw: [rest, ...vendor].join("\n") }],
    content: [{ raw: previewHtml, extension: "html" }, ...files.map((file) => ({ raw: file.content, extension: "tsx" }))],
    safelist: { standard: [...runtimeClasses.standard, ...families] },
    dynamicAttributes: runtimeAttributes,
    extractors: [{ extractor: wordsWithVariants, extensions: ["tsx"] }],
    keyframes: true,
  });
  return scopeCss(purged.css, id);
}
