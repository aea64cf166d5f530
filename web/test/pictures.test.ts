import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "../examples-catalogue";
import {
  codeHash,
  codeHashOf,
  frameProblems,
  manifestFile,
  pictureName,
  pictureSize,
  picturesDir,
  webpSize,
  type Frame,
} from "../scripts/example-pictures.mjs";

// What scripts/pictures.mjs took (make pictures), read as it is committed: no browser needed.
const manifest: {
  size: typeof pictureSize;
  pictures: Record<string, { code: string; light: string; dark: string; frames?: Partial<Record<"light" | "dark", Frame>> }>;
} = JSON.parse(
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

  it("show each example whole, clear of every edge, its text at a legible size", () => {
    const problems = Object.values(manifest.pictures).flatMap((entry) =>
      modes.flatMap((mode) => {
        const frame = entry.frames?.[mode];
        if (!frame) return [`${entry[mode]}: no frame recorded (${retake})`];
        return frameProblems(frame).map((problem) => `${entry[mode]} (${frame.page} px page): ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it("tell a picture whose content touches an edge or whose text is too small", () => {
    // A 600 px wide crop of a 16 px text: scaled to 480 px, the text is 12.8 px high.
    const frame: Frame = { page: 1024, crop: { x: 0, y: 0, width: 600, height: 375 }, content: { left: 24, top: 24, right: 576, bottom: 351 }, text: 16 };
    expect(frameProblems(frame)).toEqual([]);
    expect(frameProblems({ ...frame, content: { ...frame.content, top: 0 } })).toEqual(["its content is 0.0 px from the top edge"]);
    expect(frameProblems({ ...frame, content: { ...frame.content, right: 610 } })).toEqual(["its content is -8.0 px from the right edge"]);
    // The same text in a crop twice as wide: 6.4 px high.
    const wide = { ...frame, crop: { x: -300, y: -187, width: 1200, height: 750 } };
    expect(frameProblems(wide)).toEqual(["its crop is 1200 px wide where 600 px holds it", "its 16 px text is 6.4 px high"]);
    // Content too big to show whole at 9 px: as large as the picture holds it, its text above the floor.
    const big = { left: -276, top: -163, right: 876, bottom: 539 };
    expect(frameProblems({ ...wide, content: big })).toEqual([]);
    expect(frameProblems({ ...wide, content: big, text: 8 })).toEqual(["its 8 px text is 3.2 px high"]);
    // Icons only: no text to read.
    expect(frameProblems({ ...frame, text: 0 })).toEqual([]);
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
