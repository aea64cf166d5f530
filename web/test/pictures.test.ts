import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "../examples-catalogue";
import { codeHash, codeHashOf, manifestFile, pictureName, pictureSize, picturesDir, webpSize } from "../scripts/example-pictures.mjs";

// What scripts/pictures.mjs took (make pictures), read as it is committed: no browser needed.
const manifest: { size: typeof pictureSize; pictures: Record<string, { code: string; light: string; dark: string }> } = JSON.parse(
  readFileSync(manifestFile, "utf8"),
);
const modes = ["light", "dark"] as const;
const retake = "run `make pictures` (it builds first)";

describe("the examples' pictures on the group overviews", () => {
  const examples = catalogue();

  it("show every example as its code is now", () => {
    const stale = examples.filter((example) => manifest.pictures[example.id]?.code !== codeHashOf(example.file));
    expect(
      stale.map((example) => `app/examples/${example.file} ${manifest.pictures[example.id] ? "changed since its pictures were taken" : "has no pictures"}`),
      retake,
    ).toEqual([]);
    expect(Object.keys(manifest.pictures).filter((id) => !examples.some((example) => example.id === id)), `pictures of no example: ${retake}`).toEqual([]);
  });

  it("are each a WebP file of the recorded size, named after its example, mode and bytes, and nothing else is there", () => {
    expect(manifest.size).toEqual(pictureSize);
    const named = new Set<string>();
    for (const [id, entry] of Object.entries(manifest.pictures)) {
      for (const mode of modes) {
        const file = join(picturesDir, entry[mode]);
        expect(existsSync(file), `${entry[mode]} (${id}, ${mode}) is missing: ${retake}`).toBe(true);
        const bytes = readFileSync(file);
        expect(entry[mode], `${entry[mode]} was changed after it was taken: ${retake}`).toBe(pictureName(id, mode, bytes));
        expect(webpSize(bytes), entry[mode]).toEqual(pictureSize);
        named.add(entry[mode]);
      }
    }
    expect(readdirSync(picturesDir).filter((file) => !named.has(file)), `files no example shows: ${retake}`).toEqual([]);
  });

  it("are taken again for a change to the code, not to the title, keywords or order", () => {
    const source = readFileSync(join(__dirname, "../app/examples/elements/buttons/ButtonsGradient.tsx"), "utf8");
    const meta = /export const meta = \{[^}]*\};/.exec(source)![0];
    expect(codeHash(source.replace(meta, 'export const meta = { title: "Another title", order: 9, keywords: ["x"] };'))).toBe(codeHash(source));
    expect(codeHash(source.replace('"primary"', '"first"'))).not.toBe(codeHash(source));
    expect(codeHash(source.replace("export default", "export  default"))).not.toBe(codeHash(source));
  });

  it("reads the size of lossy, lossless and extended WebP files, and nothing else", () => {
    const riff = (chunk: string, body: number[]) => Uint8Array.from([..."RIFF"].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [..."WEBP"].map((c) => c.charCodeAt(0)), [...chunk].map((c) => c.charCodeAt(0)), body));
    // VP8: frame tag and start code, then 14-bit width and height, little-endian.
    const lossy = riff("VP8 ", [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 480 & 0xff, 480 >> 8, 300 & 0xff, 300 >> 8, 0, 0]);
    expect(webpSize(lossy)).toEqual({ width: 480, height: 300 });
    // VP8L: signature 0x2f, then width - 1 and height - 1 in 14 bits each.
    const bits = (480 - 1) | ((300 - 1) << 14);
    const lossless = riff("VP8L", [0, 0, 0, 0, 0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff, 0, 0, 0, 0, 0]);
    expect(webpSize(lossless)).toEqual({ width: 480, height: 300 });
    // VP8X: flags and reserved bytes, then width - 1 and height - 1 in 24 bits each.
    const extended = riff("VP8X", [0, 0, 0, 0, 0, 0, 0, 0, 479 & 0xff, 479 >> 8, 0, 299 & 0xff, 299 >> 8, 0, 0, 0]);
    expect(webpSize(extended)).toEqual({ width: 480, height: 300 });
    expect(webpSize(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' width='480' height='300'/>"))).toBeUndefined();
  });
});
