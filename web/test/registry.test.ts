import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { showcaseGroups } from "~/content/pages";
import { paths } from "~/paths";
import { examples } from "~/catalogue/examples";
import { catalogue, kebabCase, readMeta } from "../examples-catalogue";

// Every example file on disk, relative to app/examples.
const files = Object.keys(import.meta.glob("../app/examples/**/*.tsx")).map((key) => key.replace("../app/examples/", ""));

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A catalogue of the given files (path under examples/ → source), in a folder of its own. */
function catalogueOf(sources: Record<string, string>) {
  scratch = mkdtempSync(join(tmpdir(), "examples-"));
  for (const [file, source] of Object.entries(sources)) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), source);
  }
  return catalogue(scratch);
}
const example = (title: string, extra = "") => `export default function X() { return null; }\nexport const meta = { title: ${JSON.stringify(title)}${extra} };\n`;

describe("the example catalogue", () => {
  it("holds every example file once, as the build gave it to the app", () => {
    expect(examples.map((item) => item.file).sort()).toEqual([...files].sort());
    expect(catalogue()).toEqual(examples);
  });

  it("derives each example's id, group and page from its file", () => {
    for (const item of examples) {
      expect(item.id).toBe(kebabCase(item.file.split("/").at(-1)!.replace(/\.tsx$/, "")));
      expect(paths[item.page]).toBe(`/sections/${item.file.split("/").slice(0, 2).join("/")}`);
      expect(showcaseGroups.find((group) => group.key === item.group)?.pages).toContain(item.page);
    }
  });

  it("keeps the ids links already point at", () => {
    const ids = examples.map((item) => item.id);
    for (const id of ["buttons-gradient", "cta-prefooter-1", "footers-3", "logo-areas-2", "applications-1", "content-sections-2", "pricing-mini"]) {
      expect(ids).toContain(id);
    }
  });

  it("orders a page by meta.order, then by file name", () => {
    const list = catalogueOf({
      "elements/buttons/Zeta.tsx": example("Zeta", ", order: 1"),
      "elements/buttons/Beta.tsx": example("Beta"),
      "elements/buttons/Alpha.tsx": example("Alpha"),
      "elements/badges/Only.tsx": example("Only"),
    });
    expect(list.map((item) => item.id)).toEqual(["only", "zeta", "alpha", "beta"]);
    expect(list[1]).toEqual({ id: "zeta", title: "Zeta", group: "elements", page: "el-buttons", file: "elements/buttons/Zeta.tsx" });
  });

  it("names the file when its folder, meta or id is wrong", () => {
    expect(() => catalogueOf({ "elements/nowhere/A.tsx": example("A") })).toThrow(/app\/examples\/elements\/nowhere\/ matches no showcase page/);
    expect(() => catalogueOf({ "elements/buttons/A.tsx": "export default function A() { return null; }\n" })).toThrow(/A\.tsx: no `export const meta/);
    expect(() => catalogueOf({ "elements/buttons/A.tsx": example("A"), "elements/badges/A.tsx": example("A") })).toThrow(/same id, a/);
  });

  it("reads literal meta only", () => {
    expect(readMeta(example("Tall", ', height: 700, keywords: ["hero", "banner"]'), "x")).toEqual({
      title: "Tall",
      height: 700,
      keywords: ["hero", "banner"],
      order: undefined,
      scripted: undefined,
    });
    expect(readMeta(example("Steps", ", scripted: true"), "x").scripted).toBe(true);
    expect(() => readMeta(example("T", ', scripted: "yes"'), "x.tsx")).toThrow(/meta\.scripted must be true or false/);
    expect(() => readMeta(example("T", ", height: 650"), "x.tsx")).toThrow(/x\.tsx: meta\.height must be 600 or 700/);
    expect(() => readMeta(example("T", ", colour: 1"), "x.tsx")).toThrow(/meta\.colour is not one of/);
    expect(() => readMeta("const t = 'T';\nexport const meta = { title: t };", "x.tsx")).toThrow(/meta\.title must be a literal/);
  });

  it("has example files that default-export a component", () => {
    for (const file of files) {
      expect(readFileSync(join(import.meta.dirname, "../app/examples", file), "utf8"), file).toMatch(/export default function [A-Z]\w*\(/);
    }
  });
});
