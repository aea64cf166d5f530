import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { showcaseGroups } from "~/content/pages";
import { paths } from "~/routes";
import { examples } from "~/showcase/registry";

// Every example file on disk, relative to app/examples.
const files = Object.keys(import.meta.glob("../app/examples/**/*.tsx")).map((key) => key.replace("../app/examples/", ""));

/** The problems of a registry against the example files: an empty list means it is whole. */
export function registryProblems(list: { id: string; file: string }[], onDisk: string[]): string[] {
  const problems: string[] = [];
  const seen = (key: "id" | "file", value: string) => list.filter((example) => example[key] === value).length;
  for (const file of onDisk) if (seen("file", file) === 0) problems.push(`not registered: ${file}`);
  for (const example of list) {
    if (!onDisk.includes(example.file)) problems.push(`no such file: ${example.file}`);
    if (seen("file", example.file) > 1) problems.push(`registered twice: ${example.file}`);
    if (seen("id", example.id) > 1) problems.push(`id used twice: ${example.id}`);
  }
  return [...new Set(problems)];
}

describe("the example registry", () => {
  it("lists every example file once, with unique ids", () => {
    expect(registryProblems(examples, files)).toEqual([]);
  });

  it("catches an unregistered file, a double registration and an id collision", () => {
    const list = [
      { id: "a", file: "elements/buttons/A.tsx" },
      { id: "a", file: "elements/buttons/B.tsx" },
      { id: "c", file: "elements/buttons/B.tsx" },
    ];
    expect(registryProblems(list, ["elements/buttons/A.tsx", "elements/buttons/B.tsx", "elements/buttons/Lost.tsx"])).toEqual([
      "not registered: elements/buttons/Lost.tsx",
      "id used twice: a",
      "registered twice: elements/buttons/B.tsx",
    ]);
  });

  it("files each example under its group and page folder, on a page of that group", () => {
    for (const example of examples) {
      const group = showcaseGroups.find((g) => g.key === example.group);
      expect(group?.pages, example.id).toContain(example.page);
      const pageFolder = paths[example.page].split("/").slice(-1)[0];
      expect(example.file.startsWith(`${example.group}/${pageFolder}/`), example.file).toBe(true);
    }
  });

  it("has example files that default-export a component", () => {
    for (const file of files) {
      expect(readFileSync(join(import.meta.dirname, "../app/examples", file), "utf8"), file).toMatch(/export default function [A-Z]\w*\(/);
    }
  });
});
