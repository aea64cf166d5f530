// /kit/ukguide.css names its fonts by the files the build emitted, where the registry's theme names
// them by package path.
import { basename } from "node:path";
import postcss from "postcss";
import valueParser from "postcss-value-parser";
import { kitFolder, kitStylesheet } from "../../published-folders";

/**
 * The theme with each `url()` of a @fontsource package named by the file the build emitted for it
 * (`emitted`: a font's file name → its path under the client build), relative to /kit/.
 */
export function withEmittedFonts(css: string, emitted: ReadonlyMap<string, string>): string {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (!decl.value.includes("url(")) return;
    const value = valueParser(decl.value);
    let changed = false;
    value.walk((node) => {
      if (node.type !== "function" || node.value.toLowerCase() !== "url" || !node.nodes[0]) return;
      const target = node.nodes[0];
      if (!target.value.startsWith("@fontsource")) return;
      const file = emitted.get(basename(target.value));
      if (!file) throw new Error(`font urls: the build emitted no ${basename(target.value)} for /${kitFolder}/${kitStylesheet}`);
      target.value = `../${file}`;
      changed = true;
    });
    if (changed) decl.value = value.toString();
  });
  return root.toString();
}
