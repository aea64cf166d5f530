import { describe, expect, it } from "vitest";
import { formatAmount, groupThousands } from "~/lib/numbers";

describe("numbers", () => {
  it("groups digits in threes from the right", () => {
    expect(groupThousands("0")).toBe("0");
    expect(groupThousands("999")).toBe("999");
    expect(groupThousands("1000")).toBe("1,000");
    expect(groupThousands("1234567")).toBe("1,234,567");
    expect(groupThousands("1234567", " ")).toBe("1 234 567");
  });

  it("writes a sum of money as en-GB does", () => {
    const sums = [0, 5, 59, 99, 499, 999, 1000, 1200, 25000, 1234567, Number.MAX_SAFE_INTEGER, 0.1, 9.5, 9.99, 12345.6789, 1.0005, 2.5e21];
    for (const sum of sums) expect(formatAmount(sum), String(sum)).toBe(sum.toLocaleString("en-GB"));
  });
});
