import star from "@fortawesome/fontawesome-free/svgs/solid/star.svg?icon";
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Icon } from "~/components/Icon";
import { parseSvgIcon } from "../svg-icons";

const starFile = "node_modules/@fortawesome/fontawesome-free/svgs/solid/star.svg";

describe("icons", () => {
  it("imports an icon file as its viewBox and path", () => {
    const svg = readFileSync(starFile, "utf8");
    expect(star.viewBox).toBe("0 0 576 512");
    expect(star.d).toMatch(/^M[\d.\s-]/);
    expect(svg).toContain(` d="${star.d}"`);
  });

  it("refuses a file with anything but one path to draw", () => {
    const twoPaths = '<svg viewBox="0 0 10 10"><path d="M0 0h1"/><path d="M1 1h1"/></svg>';
    const circle = '<svg viewBox="0 0 10 10"><path d="M0 0h1"/><circle r="2"/></svg>';
    const noViewBox = '<svg><path d="M0 0h1"/></svg>';
    for (const svg of [twoPaths, circle, noViewBox]) expect(() => parseSvgIcon(svg, "x.svg")).toThrow(/x\.svg: an icon needs/);
    expect(parseSvgIcon('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><!-- c --><path fill="red" d="M0 0h8v8z"/></svg>', "ok.svg")).toEqual({
      viewBox: "0 0 8 8",
      d: "M0 0h8v8z",
    });
  });

  it("draws the icon inline, hidden from assistive technology, at the size asked", () => {
    const { container } = render(<Icon icon={star} size={24} className="text-white" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("class")).toBe("svg-icon text-white");
    expect(svg.getAttribute("viewBox")).toBe(star.viewBox);
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["24", "24"]);
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
    expect(svg.querySelector("path")!.getAttribute("d")).toBe(star.d);
    expect(render(<Icon icon={star} />).container.querySelector("svg")!.getAttribute("width")).toBe("18");
  });
});
