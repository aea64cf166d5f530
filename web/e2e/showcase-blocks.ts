import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ExampleMeta } from "../app/catalogue/exampleMeta";
import { appears, expect, expectNoAxeViolations, showInTheme } from "./fixtures";
import { collect, press } from "./stylesheets";

/**
 * Each block of a showcase page previews its example, shows its own file as code and copies exactly that file (as
 * the registry installs it: its body as written, its imports relative, a default export rendering it in its Scope).
 * Its own tools are moved too, for the styles they bring (stylesheets.ts): Dark on and off, the code's other forms,
 * Expand. First, axe checks the page in light mode with a Code tab open (the page's only light-mode axe run at this
 * width); each block then goes back to its preview.
 */
export async function expectBlocksShowAndCopyTheirFiles(page: Page, request: APIRequestContext, blocks: ExampleMeta[]) {
  await showInTheme(page, "light");
  // Each example as the registry and /source/ publish it, fetched together.
  const files = await Promise.all(
    blocks.map(async (example) => {
      const item = await (await request.get(`/r/${example.id}.json`)).json();
      const published = await request.get(`/source/${example.file}`);
      return { file: item.files[0].content as string, published: { type: published.headers()["content-type"], text: await published.text() } };
    }),
  );
  // The page's axe run in light mode, with a Code tab open, the shortest listing's: every block's Code tab is the
  // same component, and axe's time grows with the highlighted tokens it reads (all of a page's listings open took it
  // up to ten seconds). Before any copy, so that no copy message fades out while axe reads it (it would fail its
  // contrast). How a message comes and goes is copy-messages.spec.ts's and the unit tests' to check.
  const shortest = blocks[files.reduce((best, { file }, index) => (file.length < files[best].file.length ? index : best), 0)];
  const shortestTabs = page.locator(`section#${shortest.id} > .example-header`);
  await press(shortestTabs.getByRole("tab", { name: "Code" }));
  await appears(page.locator(`section#${shortest.id} .code-panel > [role=tabpanel]:not([hidden]) > pre.code-view`));
  await expectNoAxeViolations(page);
  await press(shortestTabs.getByRole("tab", { name: "Preview" }));

  let expanded = false;
  for (const [index, example] of blocks.entries()) {
    const block = page.locator(`section#${example.id}`);
    // Controls are found by role within their own bar: a role query walks every element under it, and an open
    // listing is thousands of highlighted tokens.
    const tabs = block.locator(".example-header");
    const codeBar = block.locator(".code-toolbar");
    // The preview shows, with the example itself (the panel also holds its toolbar) in it, and something to show.
    const shown = await block.locator(`#preview-${example.id}`).evaluate((panel) => ({
      visible: panel.checkVisibility(),
      missing: panel.querySelectorAll(".example-missing").length,
      tall: (panel.querySelector(".example-preview")?.scrollHeight ?? 0) > 20,
    }));
    expect(shown).toEqual({ visible: true, missing: 0, tall: true });

    const { file, published } = files[index];
    const written = readFileSync(join(import.meta.dirname, "../app/examples", example.file), "utf8");
    expect(file).toContain(written.slice(written.indexOf("\nexport default ") + "\nexport default ".length));
    expect(file).toMatch(new RegExp(`\\n {4}<Scope name="${example.id}">\\n {6}<\\w+ />\\n {4}</Scope>\\n {2}\\);\\n\\}\\n$`));
    expect(file).not.toContain('from "~/');
    expect(published.type).toBe("text/plain; charset=utf-8");
    expect(published.text).toBe(file);

    // The example's own dark mode, on and off again (its switch shows with the preview), for the styles it brings.
    await block.locator(".preview-toolbar").getByRole("button", { name: "Dark", exact: true }).evaluate(async (dark: HTMLElement) => {
      dark.click();
      await new Promise(requestAnimationFrame);
      (window as unknown as { collect: () => void }).collect();
      dark.click();
    });
    await press(tabs.getByRole("tab", { name: "Code" }));
    const code = block.locator(".code-panel > [role=tabpanel]:not([hidden]) > pre.code-view");
    await appears(code);
    await expect(code).toHaveAttribute("aria-label", `Source code of ${example.title}`);
    expect(await code.evaluate((element) => (element as HTMLElement).innerText.replace(/^\d+/gm, ""))).toContain(
      file.trim().split("\n")[0].replace(/^\s+/, ""),
    );

    await codeBar.getByRole("button", { name: "Copy", exact: true }).click();
    await appears(codeBar.getByRole("status").filter({ hasText: /^Code successfully copied!$/ }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);

    // Each form of the code (React, and HTML where there is one), for the styles it brings. Expand once a page, on
    // the first listing taller than its box, once laid out: near the viewport, since content-visibility skips a
    // block far from it. (How Expand behaves is example-block-extras.spec.ts's to check.)
    for (const form of await block.locator(".code-forms [role=tab]").all()) {
      await form.evaluate(async (tab: HTMLElement) => {
        tab.click();
        await new Promise(requestAnimationFrame);
        (window as unknown as { collect: () => void }).collect();
      });
      if (expanded) continue;
      const listing = block.locator(".code-panel > [role=tabpanel]:not([hidden]) > pre.code-view");
      if ((await listing.count()) === 0) continue;
      await listing.scrollIntoViewIfNeeded();
      const tall = await listing.evaluate(async (pre) => {
        while (pre.clientHeight === 0) await new Promise(requestAnimationFrame);
        return pre.scrollHeight > pre.clientHeight + 1;
      });
      if (!tall) continue;
      const expand = codeBar.getByRole("button", { name: "Expand", exact: true });
      await appears(expand);
      await press(expand);
      await collect(page);
      expanded = true;
    }
  }
  // Every block back to its preview, for what is checked next.
  await page
    .locator(blocks.map((example) => `section#${example.id} > .example-header`).join(", "))
    .getByRole("tab", { name: "Preview" })
    .evaluateAll((tabs) => tabs.forEach((tab) => (tab as HTMLElement).click()));
}
