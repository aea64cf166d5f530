// `import star from "@fortawesome/fontawesome-free/svgs/solid/star.svg?icon"` gives the icon's
// viewBox and path, which components/Icon.tsx draws as inline SVG. Each icon is a module of its
// own, so it ships in the chunk of the pages that use it. Shared by the build (vite.config.ts)
// and the unit tests (vitest.config.ts).
import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import type { SvgIconData } from "./app/components/Icon";

const query = "?icon";

/** The viewBox and the one path of an icon file; throws when the file has anything else to draw. */
export function parseSvgIcon(svg: string, file: string): SvgIconData {
  const viewBox = /<svg\b[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
  const paths = [...svg.matchAll(/<path\b[^>]*\sd="([^"]+)"/g)].map((match) => match[1]);
  const shapes = svg.match(/<(path|circle|ellipse|rect|line|polyline|polygon|use|image|text)\b/g) ?? [];
  if (!viewBox || paths.length !== 1 || shapes.length !== 1) {
    throw new Error(`${file}: an icon needs a viewBox and exactly one <path> (found ${shapes.length} shapes)`);
  }
  return { viewBox, d: paths[0] };
}

export function svgIcons(): Plugin {
  return {
    name: "ukguide:svg-icons",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(`.svg${query}`)) return null;
      const file = id.slice(0, -query.length);
      return `export default ${JSON.stringify(parseSvgIcon(await readFile(file, "utf8"), file))};\n`;
    },
  };
}
