// Each stylesheet the build writes is cut into files of at most STYLESHEET_PART_BYTES, at the
// boundaries between its top-level rules, and listed in the same order wherever the whole file
// was (the page's <link> tags, React Router's manifest, Vite's preloads), so the cascade is the
// same rule for rule.
//
// Why: Chromium parses a stylesheet on the main thread in one task once the file has arrived.
// Under Lighthouse the root stylesheet (120 KB) took up to 40 ms, and a page group's as long. The
// mobile score's simulation leaves stylesheet parsing out of its first-paint estimate, so it often
// places that task after the first paint and counts it, at 4× its length, as blocking time: up to
// 120 ms of one run's. A part of 40–55 KB parses in 13–18 ms. Smaller parts mean more files: at
// 30 KB a page linked 8 and the simulated first paint came 300 ms later, as the files no longer
// fit the six connections the simulated phone opens at once; at 56 KB most pages link 5 (the
// root's three parts, their group's two). Measured in bench/README.md ("Stylesheets in parts").
import type { OutputAsset, OutputBundle } from "rollup";
import type { Plugin } from "vite";

/** The largest part, in bytes of CSS text. */
export const STYLESHEET_PART_BYTES = 56 * 1024;

/**
 * The top-level statements of a stylesheet, in order, whose concatenation is the text itself: each
 * rule or at-rule block ends at its closing brace, each statement at-rule (`@import`, `@charset`)
 * at its semicolon. Braces and semicolons inside strings, comments or after a backslash do not count.
 */
export function topLevelStatements(css: string): string[] {
  const statements: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = "";
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === "\\") {
      i++;
    } else if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (char === "{") {
      depth++;
    } else if (char === "}" || (char === ";" && depth === 0)) {
      if (char === "}") depth--;
      if (depth < 0) throw new Error(`split-stylesheets: unbalanced "}" at offset ${i}`);
      if (depth === 0) {
        statements.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  if (depth !== 0 || quote) throw new Error("split-stylesheets: the stylesheet ends inside a block or a string");
  if (start < css.length) statements.push(css.slice(start));
  return statements;
}

/** Statements into parts, each closed before the statement that would take it over maxBytes. */
function fill(statements: string[], sizes: number[], maxBytes: number): string[] {
  const parts: string[] = [];
  let part = "";
  let partBytes = 0;
  statements.forEach((statement, i) => {
    if (part && partBytes + sizes[i] > maxBytes) {
      parts.push(part);
      part = "";
      partBytes = 0;
    }
    part += statement;
    partBytes += sizes[i];
  });
  parts.push(part);
  return parts;
}

/**
 * Cuts a stylesheet into as few parts of at most maxBytes as its statements allow, as even in size
 * as that number allows. A single statement larger than maxBytes is a part of its own.
 */
export function splitStylesheet(css: string, maxBytes = STYLESHEET_PART_BYTES): string[] {
  const total = Buffer.byteLength(css);
  if (total <= maxBytes) return [css];
  const statements = topLevelStatements(css);
  const sizes = statements.map((statement) => Buffer.byteLength(statement));
  // Filling each part to the limit gives the fewest parts; the smallest limit that still gives
  // that many evens them out.
  const count = fill(statements, sizes, maxBytes).length;
  let low = Math.ceil(total / count);
  let high = maxBytes;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fill(statements, sizes, middle).length <= count) high = middle;
    else low = middle + 1;
  }
  return fill(statements, sizes, high);
}

export function splitStylesheets(maxBytes = STYLESHEET_PART_BYTES): Plugin {
  return {
    name: "ukguide:split-stylesheets",
    apply: "build",
    // The browser's stylesheets only: the prerender's are never served.
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // After Vite has written and minified each chunk's CSS, before its preload lists and manifest
    // (which React Router reads for its own manifest and the pages' <link> tags) are written.
    enforce: "post",
    generateBundle(_options, bundle: OutputBundle) {
      const replaced = new Map<string, string[]>();
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) continue;
        const parts = splitStylesheet(String(file.source), maxBytes);
        if (parts.length === 1) continue;
        const name = (file as OutputAsset & { names?: string[] }).names?.[0] ?? file.name;
        const fileNames = parts.map((source) => this.getFileName(this.emitFile({ type: "asset", name, source })));
        replaced.set(file.fileName, fileNames);
        delete bundle[file.fileName];
      }
      for (const chunk of Object.values(bundle)) {
        const css = chunk.type === "chunk" ? chunk.viteMetadata?.importedCss : undefined;
        if (!css || ![...css].some((fileName) => replaced.has(fileName))) continue;
        const inOrder = [...css].flatMap((fileName) => replaced.get(fileName) ?? [fileName]);
        css.clear();
        for (const fileName of inOrder) css.add(fileName);
      }
    },
  };
}
