import { readFileSync } from "node:fs";
import { join } from "node:path";
import { paths, type RouteName } from "../app/paths";
import { catalogue } from "../examples-catalogue";

const examples = catalogue();
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// Every showcase page that has examples: each block previews, shows its own file
// as code, and copies exactly that file.
const showcasePages = [...new Set(examples.map((example) => example.page))] as RouteName[];

test.use({ viewport: { width: 1440, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
// A page's blocks are checked one after another in one test.
test.describe.configure({ timeout: 120_000 });

for (const name of showcasePages) {
  test(`${paths[name]}: every example previews, shows its file and copies it`, async ({ page, request, problems }) => {
    await page.goto(paths[name]);
    await waitForHydration(page);
    const blocks = examples.filter((example) => example.page === name);
    for (const example of blocks) {
      const block = page.locator(`section#${example.id}`);
      const preview = block.locator(`#preview-${example.id}`);
      await expect(preview).toBeVisible();
      await expect(preview.locator(".example-missing")).toHaveCount(0);
      // The example itself (the panel also holds its toolbar) has something to show.
      expect(await preview.locator(".example-preview").evaluate((element) => element.scrollHeight)).toBeGreaterThan(20);

      // The code shown is the file as the registry installs it: its body as written, its imports
      // relative, and a default export that renders it in its Scope.
      const item = await (await request.get(`/r/${example.id}.json`)).json();
      const file: string = item.files[0].content;
      const written = readFileSync(join(import.meta.dirname, "../app/examples", example.file), "utf8");
      expect(file).toContain(written.slice(written.indexOf("\nexport default ") + "\nexport default ".length));
      expect(file).toMatch(new RegExp(`\\n {4}<Scope name="${example.id}">\\n {6}<\\w+ />\\n {4}</Scope>\\n {2}\\);\\n\\}\\n$`));
      expect(file).not.toContain('from "~/');
      const published = await request.get(`/source/${example.file}`);
      expect(published.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      expect(await published.text()).toBe(file);

      await block.getByRole("tab", { name: "Code" }).click();
      const code = block.getByLabel(`Source code of ${example.title}`);
      await expect(code).toBeVisible();
      expect(await code.evaluate((element) => (element as HTMLElement).innerText.replace(/^\d+/gm, ""))).toContain(
        file.trim().split("\n")[0].replace(/^\s+/, ""),
      );

      await block.getByRole("button", { name: "Copy", exact: true }).click();
      await expect(block.getByRole("status")).toHaveText("Code successfully copied!");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);
    }
    // Each message goes again (2.5 s after its copy: watched for all blocks at once, while the later ones run).
    // Messages still fading out are half transparent: axe checks the page once they are gone.
    for (const example of blocks) await expect(page.locator(`section#${example.id}`).getByRole("status")).toHaveText("");
    await expect(page.locator(".copy-alert")).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test("opening a page at an example's anchor scrolls to its block", async ({ page, problems }) => {
  const example = examples.filter((e) => e.page === examples[0].page).at(-1)!;
  await page.goto(`${paths[example.page]}#${example.id}`);
  await waitForHydration(page);
  await expect(page.locator(`section#${example.id}`)).toBeInViewport();
  await expect(page.locator(`section#${example.id} h2 a`)).toHaveAttribute("href", `#${example.id}`);
  expect(problems).toEqual([]);
});

test("a showcase page does not load the highlighter until a Code tab opens", async ({ page, problems }) => {
  const scripts: string[] = [];
  page.on("request", (req) => req.resourceType() === "script" && scripts.push(req.url()));
  await page.goto(paths[examples[0].page]);
  await waitForHydration(page);
  const before = scripts.length;
  expect(scripts.some((url) => url.includes("CodeView"))).toBe(false);
  await page.getByRole("tab", { name: "Code" }).first().click();
  await expect(page.getByRole("button", { name: "Copy", exact: true }).first()).toBeVisible();
  expect(scripts.slice(before).some((url) => url.includes("CodeView"))).toBe(true);
  expect(problems).toEqual([]);
});
