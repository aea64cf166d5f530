import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemeSwitch } from "~/shell/ThemeSwitch";
import { chevronDown, Icon } from "~/components/Icon";
import { SocialIcon } from "~/shell/SocialIcon";
import { SearchButton } from "~/shell/SearchButton";

/** What a decorative inline icon shows of itself: its class, size and whether assistive technology skips it. */
function described(svg: SVGSVGElement) {
  return {
    class: svg.getAttribute("class"),
    size: [svg.getAttribute("width"), svg.getAttribute("height")],
    hidden: svg.getAttribute("aria-hidden"),
    focusable: svg.getAttribute("focusable"),
  };
}

describe("icons", () => {
  it("draws path data inline, hidden from assistive technology, at the size asked", () => {
    const { container } = render(<Icon icon={chevronDown} size={24} className="text-white" />);
    const svg = container.querySelector("svg")!;
    expect(described(svg)).toEqual({ class: "svg-icon text-white", size: ["24", "24"], hidden: "true", focusable: "false" });
    expect(svg.getAttribute("viewBox")).toBe(chevronDown.viewBox);
    expect(svg.querySelector("path")!.getAttribute("d")).toBe(chevronDown.d);
    expect(render(<Icon icon={chevronDown} />).container.querySelector("svg")!.getAttribute("width")).toBe("18");
  });

  it("draws the shell's react-icons the same way: svg-icon class, size, hidden from assistive technology", () => {
    const social = render(<SocialIcon network="twitter" size={20} />).container.querySelector("svg")!;
    expect(described(social)).toEqual({ class: "svg-icon", size: ["20", "20"], hidden: "true", focusable: "false" });
    expect(social.querySelector("path")).not.toBeNull();
    const shell = [...render(<SearchButton />).container.querySelectorAll("svg"), ...render(<ThemeSwitch />).container.querySelectorAll("svg")];
    expect(shell.map(described)).toEqual([
      { class: "svg-icon", size: ["16", "16"], hidden: "true", focusable: "false" },
      { class: "svg-icon", size: ["16", "16"], hidden: "true", focusable: "false" },
      ...["light", "dark", "system"].map(() => ({ class: "svg-icon", size: ["14", "14"], hidden: "true", focusable: "false" })),
    ]);
  });
});
