// react-icons publishes each icon family as one module, so a page that draws one Material icon
// would load every Material icon any page or example draws (measured in bench/README.md, "Page
// weight"). In the site's bundle each file's icons are written into the
// file itself, cut from the family's file: an icon drawn by several examples is repeated (a few
// hundred bytes), and a page loads only the icons its own modules draw. Published sources keep
// their plain `react-icons` imports. Relies on the family file's layout, which
// test/split-icons.test.ts names when an upgrade changes it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const familyImport = /import\s*\{([^}]*)\}\s*from\s*["']react-icons\/(?!lib\b)(\w+)["'];?/g;

/** Each icon's function in a family file (`react-icons/<family>/index.mjs`), by name. */
export function iconFunctions(source: string): Map<string, string> {
  const functions = new Map<string, string>();
  for (const [whole, name] of source.matchAll(/^export function (\w+) \(props\) \{\n[^\n]*\n\};$/gm)) functions.set(name, whole);
  return functions;
}

const families = new Map<string, Map<string, string>>();
function family(name: string): Map<string, string> {
  let functions = families.get(name);
  if (!functions) {
    functions = iconFunctions(readFileSync(require.resolve(`react-icons/${name}`).replace(/index\.js$/, "index.mjs"), "utf8"));
    families.set(name, functions);
  }
  return functions;
}

/** `import { A, B as C } from "react-icons/md"` as the functions A and C, drawn with react-icons' own GenIcon. */
export function inlineIcons(code: string, functionsOf: (family: string) => Map<string, string> = family): string {
  let found = false;
  const inlined = code.replace(familyImport, (_whole, names: string, familyName: string) => {
    found = true;
    return names
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [icon, local = icon] = name.split(/\s+as\s+/);
        const source = functionsOf(familyName).get(icon);
        if (!source) throw new Error(`split-icons: no ${icon} in react-icons/${familyName}`);
        return source.replace(/^export function \w+ /, `function ${local} `).replace(/GenIcon\(/, "__GenIcon(");
      })
      .join("\n");
  });
  return found ? `import { GenIcon as __GenIcon } from "react-icons/lib";\n${inlined}` : code;
}

export function splitIcons(): Plugin {
  return {
    name: "ukguide:split-icons",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (id.startsWith("\0") || id.includes("/node_modules/") || !code.includes("react-icons/")) return null;
      return { code: inlineIcons(code), map: null };
    },
  };
}
