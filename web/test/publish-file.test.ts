import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageName, partName, publishFile } from "../pipeline/registry/publish-file";
import { appDir } from "../pipeline/shared/source-folders";

describe("publishing one file", () => {
  it("rewrites the site alias into a path relative to where the file is installed", () => {
    const file = publishFile(join(appDir, "examples/page-sections/pricing/PricingMini.tsx"));
    expect(file.content).not.toContain("~/");
    expect(file.content).toMatch(/from "\.\.\/components\/PricingCard"/);
  });

  it("publishes a component's .published twin under its own name", () => {
    const file = publishFile(join(appDir, "components/RouteLink.tsx"));
    expect(file.target).toBe("src/ukguide/components/RouteLink.tsx");
    expect(file.content).not.toMatch(/react-router/);
  });

  it("refuses a file that needs the site's router, naming it", () => {
    const dir = mkdtempSync(join(tmpdir(), "ukguide-publish-"));
    writeFileSync(join(dir, "Menu.tsx"), 'import { NavLink } from "react-router";\nexport function Menu() { return <NavLink to="/">Home</NavLink>; }\n');
    try {
      expect(() => publishFile(join(dir, "Menu.tsx"))).toThrow(/Menu\.tsx imports "react-router"/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("refuses a kit file that imports a stylesheet of its own, naming where kit styles go", () => {
    const dir = mkdtempSync(join(tmpdir(), "ukguide-publish-"));
    writeFileSync(join(dir, "Widget.scss"), ".widget { color: red; }\n");
    writeFileSync(join(dir, "Widget.tsx"), 'import "./Widget.scss";\nexport function Widget() { return null; }\n');
    try {
      expect(() => publishFile(join(dir, "Widget.tsx"))).toThrow(/imports the stylesheet "\.\/Widget\.scss": kit styles belong in the theme \(a partial of app\/styles\/examples\//);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("refuses a react-bootstrap component imported by its own path, which the prerender cannot load", () => {
    const dir = mkdtempSync(join(tmpdir(), "ukguide-publish-"));
    writeFileSync(join(dir, "Deep.tsx"), 'import Button from "react-bootstrap/Button";\nexport default function Deep() { return <Button />; }\n');
    try {
      expect(() => publishFile(join(dir, "Deep.tsx"))).toThrow(/imports "react-bootstrap\/Button": import it by name from "react-bootstrap"/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("names packages and parts", () => {
    expect(packageName("react-icons/md")).toBe("react-icons");
    expect(packageName("@fontsource/roboto-slab/latin-700.css")).toBe("@fontsource/roboto-slab");
    expect(partName("components/PricingCard.tsx")).toBe("kit-pricing-card");
    expect(partName("lib/useCountUp.ts")).toBe("kit-lib-use-count-up");
  });
});
