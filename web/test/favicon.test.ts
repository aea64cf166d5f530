import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { links } from "~/root";

const web = join(__dirname, "..");

/** A PNG's width and height, from its header chunk (IHDR, always first). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the browser tab's icon", () => {
  const icons = links().filter((link) => "rel" in link && link.rel === "icon");

  it("is one PNG, declared at the size it is drawn", () => {
    // An SVG icon would cost every page an SVG document built on its main thread (scripts/favicon.mjs).
    expect(icons).toEqual([{ rel: "icon", href: "/favicon.png", type: "image/png", sizes: expect.any(String) }]);
    const { width, height } = pngSize(readFileSync(join(web, "public", "favicon.png")));
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(32);
    expect((icons[0] as { sizes: string }).sizes).toBe(`${width}x${height}`);
  });

  it("keeps its artwork out of the published files", () => {
    expect(readFileSync(join(web, "art", "favicon.svg"), "utf8")).toMatch(/^<svg [^>]*viewBox="0 0 40 40"/);
    expect(() => readFileSync(join(web, "public", "favicon.svg"))).toThrow(/ENOENT/);
  });
});
