import { paths } from "../app/paths";
import { catalogue } from "../examples-catalogue";
import { expect, test, waitForHydration } from "./fixtures";

const examples = catalogue();

// Every showcase page's blocks preview, show their own file as code and copy it where routes.spec.ts visits the page.

test("opening a page at an example's anchor scrolls to its block", async ({ page }) => {
  const example = examples.filter((e) => e.page === examples[0].page).at(-1)!;
  await page.goto(`${paths[example.page]}#${example.id}`);
  await waitForHydration(page);
  await expect(page.locator(`section#${example.id}`)).toBeInViewport();
  await expect(page.locator(`section#${example.id} h2 a`)).toHaveAttribute("href", `#${example.id}`);
});

test("a showcase page does not load the highlighter until a Code tab opens", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => req.resourceType() === "script" && scripts.push(req.url()));
  await page.goto(paths[examples[0].page]);
  await waitForHydration(page);
  const before = scripts.length;
  expect(scripts.some((url) => url.includes("CodeView"))).toBe(false);
  await page.getByRole("tab", { name: "Code" }).first().click();
  await expect(page.getByRole("button", { name: "Copy", exact: true }).first()).toBeVisible();
  expect(scripts.slice(before).some((url) => url.includes("CodeView"))).toBe(true);
});
