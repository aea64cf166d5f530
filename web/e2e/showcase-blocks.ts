import type { APIRequestContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ExampleMeta } from "../app/catalogue/exampleMeta";
import { appears, expect, expectNoAxeViolations, showInTheme } from "./fixtures";
import { press } from "./stylesheets";

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
    const { file, published } = files[index];
    const written = readFileSync(join(import.meta.dirname, "../app/examples", example.file), "utf8");
    expect(file).toContain(written.slice(written.indexOf("\nexport default ") + "\nexport default ".length));
    expect(file).toMatch(new RegExp(`\\n {4}<Scope name="${example.id}">\\n {6}<\\w+ />\\n {4}</Scope>\\n {2}\\);\\n\\}\\n$`));
    expect(file).not.toContain('from "~/');
    expect(published.type).toBe("text/plain; charset=utf-8");
    expect(published.text).toBe(file);

    const seen: BlockSeen = await page.locator(`section#${example.id}`).evaluate(moveBlockTools, { id: example.id, expand: !expanded });
    expect(seen.shown).toEqual({ visible: true, missing: 0, tall: true });
    expect(seen.label).toBe(`Source code of ${example.title}`);
    expect(seen.text).toContain(file.trim().split("\n")[0].replace(/^\s+/, ""));
    expect(seen.copied).toEqual({ status: "Code successfully copied!", clipboard: file });
    expanded ||= seen.expanded;
  }
  // Every block back to its preview, for what is checked next.
  await page
    .locator(blocks.map((example) => `section#${example.id} > .example-header`).join(", "))
    .getByRole("tab", { name: "Preview" })
    .evaluateAll((tabs) => tabs.forEach((tab) => (tab as HTMLElement).click()));
}

/** What moveBlockTools saw of a block. */
interface BlockSeen {
  shown: { visible: boolean; missing: number; tall: boolean };
  label: string | null;
  text: string;
  copied: { status: string | null; clipboard: string };
  expanded: boolean;
}

/**
 * Runs in the page, on a block: its own tools moved in one go, since on a page of many listings each round trip waits
 * its turn. What the preview shows; Dark on and off; the Code tab, its listing's label and text; Copy, its message
 * and what it put on the clipboard; then each form of the code (React, and HTML where there is one), for the styles
 * it brings, and with `expand`, Expand on the first listing taller than its box, once laid out near the viewport
 * (content-visibility skips a block far from it). Controls by their place in the block: their names are the unit
 * tests' and example-block-extras.spec.ts's to check, as are how Copy's message and Expand behave.
 */
async function moveBlockTools(block: HTMLElement, { id, expand }: { id: string; expand: boolean }): Promise<BlockSeen> {
  const frame = () => new Promise(requestAnimationFrame);
  const collect = () => (window as unknown as { collect: () => void }).collect();
  /** What `find` finds, once there and shown: looked for each frame, for as long as an expect waits (playwright.config.ts). */
  const appears = async <T,>(find: () => T | null | undefined): Promise<T> => {
    for (const end = performance.now() + 15_000; performance.now() < end; await frame()) {
      const found = find();
      if (found && (!(found instanceof Element) || found.checkVisibility())) return found;
    }
    throw new Error(`${id}: ${find.toString()} never showed`);
  };
  const listing = () => block.querySelector<HTMLElement>(".code-panel > [role=tabpanel]:not([hidden]) > pre.code-view");
  const button = (text: string) =>
    [...block.querySelectorAll<HTMLButtonElement>(".code-actions button")].find((each) => each.textContent!.trim() === text);

  const panel = block.querySelector(`#preview-${CSS.escape(id)}`)!;
  const shown = {
    visible: panel.checkVisibility(),
    missing: panel.querySelectorAll(".example-missing").length,
    tall: (panel.querySelector(".example-preview")?.scrollHeight ?? 0) > 20,
  };
  const dark = block.querySelector<HTMLElement>(".preview-toolbar > button[aria-pressed]")!;
  dark.click();
  await frame();
  collect();
  dark.click();

  block.querySelector<HTMLElement>(`#tab-code-${CSS.escape(id)}`)!.click();
  const code = await appears(listing);
  const label = code.getAttribute("aria-label");
  const text = code.innerText.replace(/^\d+/gm, "");

  (await appears(() => button("Copy"))).click();
  // The code's message, once it says something (its place is there, empty, before any copy).
  const status = await appears(() => [...block.querySelectorAll<HTMLElement>(".code-toolbar [role=status]")].find((each) => each.textContent));
  const copied = { status: status.textContent, clipboard: await navigator.clipboard.readText() };

  let expanded = false;
  for (const form of block.querySelectorAll<HTMLElement>(".code-forms [role=tab]")) {
    form.click();
    await frame();
    collect();
    if (!expand || expanded) continue;
    const pre = listing();
    if (!pre) continue;
    pre.scrollIntoView({ block: "nearest" });
    while (pre.clientHeight === 0) await frame();
    if (pre.scrollHeight <= pre.clientHeight + 1) continue;
    (await appears(() => button("Expand"))).click();
    await frame();
    collect();
    expanded = true;
  }
  return { shown, label, text, copied, expanded };
}
