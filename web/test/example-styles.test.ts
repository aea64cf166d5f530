import { describe, expect, it } from "vitest";
import { exampleCss } from "../pipeline/registry/example-styles";

describe("an example's stylesheet", () => {
  it("holds, scoped, the stylesheets of the packages its files import, after the theme", async () => {
    const file = { source: "", path: "components/Slider.tsx", target: "", imports: [], dependencies: [], stylesheets: ["nouislider/dist/nouislider.css"], content: '<div className="noUi-target">' };
    const css = await exampleCss("demo", ".noUi-handle{width:16px}", '<div class="noUi-target noUi-horizontal"><div class="noUi-handle"></div></div>', [file]);
    expect(css.indexOf(".ukg-demo .noUi-handle{width:16px}")).toBeGreaterThanOrEqual(0);
    expect(css).toMatch(/\.ukg-demo \.noUi-horizontal \.noUi-handle\s*\{[^}]*width:\s*34px/);
    expect(css.indexOf("width: 34px")).toBeGreaterThan(css.indexOf("width:16px"));
  });

  it("keeps a variant's class that react-bootstrap writes from its prefix, where the markup has not got it", async () => {
    const content = '<Button variant="dark">Close</Button> <Alert variant={open ? "info" : "warning"} /> <p className="light">';
    const file = { source: "", path: "examples/x/y/Demo.tsx", target: "", imports: [], dependencies: [], stylesheets: [], content };
    const css = await exampleCss("demo", ".btn-dark{color:#fff} .btn-light{color:#000} .alert-info{color:red} .alert-warning{color:red} .btn-open{color:red}", "<p>closed</p>", [file]);
    expect(css).toContain(".ukg-demo .btn-dark");
    expect(css).toContain(".ukg-demo .alert-info");
    expect(css).toContain(".ukg-demo .alert-warning");
    // Other words of the code are not variants.
    expect(css).not.toContain("btn-light");
    expect(css).not.toContain("btn-open");
  });
});
