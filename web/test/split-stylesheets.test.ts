import { describe, expect, it } from "vitest";
import { splitStylesheet, topLevelStatements } from "../split-stylesheets";

describe("a stylesheet's top-level statements", () => {
  it("end at each rule's closing brace and each statement at-rule's semicolon", () => {
    const css = '@charset "UTF-8";:root{--a:1}@media (min-width:576px){.b{color:red}.c{margin:0}}.d{}';
    expect(topLevelStatements(css)).toEqual([
      '@charset "UTF-8";',
      ":root{--a:1}",
      "@media (min-width:576px){.b{color:red}.c{margin:0}}",
      ".d{}",
    ]);
  });

  it("do not end at braces or semicolons in strings, comments or escapes", () => {
    const css = '.a::before{content:"}{;"}/* } ; { */.b\\{x{content:\'}\'}.c{}';
    expect(topLevelStatements(css)).toEqual(['.a::before{content:"}{;"}', "/* } ; { */.b\\{x{content:'}'}", ".c{}"]);
  });

  it("keep trailing text, so that together they are the stylesheet", () => {
    const css = ".a{color:red}\n/*# sourceMappingURL=x.css.map */\n";
    expect(topLevelStatements(css).join("")).toBe(css);
  });

  it("refuse a stylesheet that ends inside a block", () => {
    expect(() => topLevelStatements(".a{color:red")).toThrow(/ends inside/);
    expect(() => topLevelStatements(".a{}}")).toThrow(/unbalanced/);
  });
});

describe("splitting a stylesheet", () => {
  const rule = (n: number) => `.rule-${String(n).padStart(4, "0")}{margin:${String(n % 100).padStart(2, "0")}px}`; // 23 bytes
  const sheet = (count: number) => Array.from({ length: count }, (_, n) => rule(n)).join("");

  it("leaves a stylesheet within the limit whole", () => {
    expect(splitStylesheet(sheet(10), 240)).toEqual([sheet(10)]);
  });

  it("cuts between rules into as few parts of about the same size as the limit allows", () => {
    const css = sheet(25); // 575 bytes: at least three parts of 250
    const parts = splitStylesheet(css, 250);
    expect(parts.join("")).toBe(css);
    expect(parts.map((part) => topLevelStatements(part).length)).toEqual([9, 9, 7]);
    for (const part of parts) expect(topLevelStatements(part).every((statement) => /^\.rule-\d{4}\{margin:\d\dpx\}$/.test(statement))).toBe(true);
  });

  it("keeps every part within the limit when rules differ in size", () => {
    // Rules of 20 to 620 bytes, as a minified stylesheet mixes one-line rules and long @media blocks.
    const rules = Array.from({ length: 300 }, (_, n) => `.r${n}{${"x".repeat(((n * 7919) % 600) + 14)}}`);
    const css = rules.join("");
    for (const limit of [1000, 3000, 10000]) {
      const parts = splitStylesheet(css, limit);
      expect(parts.join("")).toBe(css);
      for (const part of parts) expect(part.length).toBeLessThanOrEqual(limit);
      // As few as the rules allow: filling each part to the limit, rule by rule, gives the fewest.
      let fewest = 1;
      let filled = 0;
      for (const rule of rules) {
        if (filled + rule.length > limit) [fewest, filled] = [fewest + 1, 0];
        filled += rule.length;
      }
      expect(parts.length).toBe(fewest);
    }
  });

  it("never cuts inside an at-rule block", () => {
    const media = `@media (min-width:768px){${sheet(8)}}`;
    const css = rule(1) + media + rule(2);
    const parts = splitStylesheet(css, 100);
    expect(parts.join("")).toBe(css);
    expect(parts).toContain(media);
  });

  it("counts bytes, not characters", () => {
    const wide = '.a::after{content:"→→→→→→→→"}'; // 29 characters, 45 bytes
    // 116 characters would fit in 130; 180 bytes do not.
    const parts = splitStylesheet(wide.repeat(4), 130);
    expect(parts).toEqual([wide.repeat(2), wide.repeat(2)]);
  });
});
