import type { Page } from "@playwright/test";
import { join } from "node:path";
import { compile } from "sass";
import { compileOptions } from "../sass-options";

// What the stylesheet specs (template-styles, showcase-styles) read of a page's stylesheets.

/**
 * The selectors of the page's style rules, one per complex selector, as Chromium writes them: of the stylesheets
 * linked under `linked` (a pattern of their paths), or of a stylesheet's text. Inside @media and @supports too.
 */
export function selectorsIn(page: Page, source: { linked: string } | { text: string }) {
  return page.evaluate((source) => {
    const split = (list: string) => {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < list.length; i++) {
        if ("([".includes(list[i])) depth++;
        else if (")]".includes(list[i])) depth--;
        else if (list[i] === "," && depth === 0) {
          parts.push(list.slice(start, i).trim());
          start = i + 1;
        }
      }
      return [...parts, list.slice(start).trim()];
    };
    const walk = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule ? split(rule.selectorText) : rule instanceof CSSGroupingRule ? walk(rule.cssRules) : [],
      );
    if ("text" in source) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(source.text);
      return walk(sheet.cssRules);
    }
    const pattern = new RegExp(source.linked);
    return [...document.styleSheets].filter((sheet) => sheet.href && pattern.test(new URL(sheet.href).pathname)).flatMap((sheet) => walk(sheet.cssRules));
  }, source);
}

const compiled = new Map<string, string>();
/** A stylesheet of app/styles/ compiled whole, as the build compiles it before purging it (`pages.scss`). */
export function wholeStylesheet(file: string): string {
  if (!compiled.has(file)) compiled.set(file, compile(join(import.meta.dirname, "../app/styles", file), compileOptions).css);
  return compiled.get(file)!;
}
