import { describe, expect, it } from "vitest";
import { withEmittedFonts } from "../pipeline/registry/font-urls";

describe("the fonts of /kit/ukguide.css", () => {
  it("names the fonts of /kit/ukguide.css by the files the build emitted, leaving other urls as they are", () => {
    const emitted = new Map([["roboto-slab-latin-700-normal.woff2", "assets/roboto-slab-latin-700-normal-X1.woff2"]]);
    const css = `@font-face { font-family: "Roboto Slab"; src: url("@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2") format("woff2"), url(@fontsource/roboto-slab/files/roboto-slab-latin-700-normal.woff2); }
.a { background: url("data:image/svg+xml,%3csvg%3e") no-repeat; content: "url(@fontsource/x.woff2)"; }
`;
    expect(withEmittedFonts(css, emitted)).toBe(`@font-face { font-family: "Roboto Slab"; src: url("../assets/roboto-slab-latin-700-normal-X1.woff2") format("woff2"), url(../assets/roboto-slab-latin-700-normal-X1.woff2); }
.a { background: url("data:image/svg+xml,%3csvg%3e") no-repeat; content: "url(@fontsource/x.woff2)"; }
`);
    expect(() => withEmittedFonts('@font-face { src: url("@fontsource/roboto/files/missing.woff2"); }', emitted)).toThrow(/emitted no missing\.woff2/);
  });
});
