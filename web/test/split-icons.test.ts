import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { iconFunctions, inlineIcons } from "../pipeline/bundle/split-icons";

const require = createRequire(import.meta.url);

describe("split-icons", () => {
  it("finds every icon of react-icons' family files as `export function <Name> (props) {…}` (their layout, relied on)", () => {
    for (const family of ["md", "fa6"]) {
      const file = require.resolve(`react-icons/${family}`).replace(/index\.js$/, "index.mjs");
      const source = readFileSync(file, "utf8");
      const exported = source.match(/^export function /gm)?.length ?? 0;
      const found = iconFunctions(source, file);
      expect(found.size, `react-icons/${family}/index.mjs no longer holds one "export function X (props) {…}" per icon`).toBe(exported);
      expect(exported).toBeGreaterThan(100);
    }
  });

  it("writes a file's icons into it, keeping renames, drawn with react-icons' GenIcon", () => {
    const code = inlineIcons('import { MdCheck, MdClose as Close } from "react-icons/md";\nx(MdCheck, Close);');
    expect(code).toMatch(/^import \{ GenIcon as __GenIcon \} from "react-icons\/lib";\n/);
    expect(code).toMatch(/\nfunction MdCheck \(props\) \{\n\s+return __GenIcon\(\{/);
    expect(code).toMatch(/\nfunction Close \(props\) \{\n\s+return __GenIcon\(\{/);
    expect(code).not.toContain('from "react-icons/md"');
    expect(code.endsWith("x(MdCheck, Close);")).toBe(true);
    for (const untouched of ['import type { IconType } from "react-icons";', 'import { GenIcon } from "react-icons/lib";']) {
      expect(inlineIcons(untouched)).toBe(untouched);
    }
    expect(() => inlineIcons('import { MdNoSuchIcon } from "react-icons/md";')).toThrow(/no MdNoSuchIcon in react-icons\/md/);
  });
});
