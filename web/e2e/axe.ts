import type { Page } from "@playwright/test";
import type axe from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * axe-core's browser build, put into the pages under test by `axeViolations`. Injected directly rather than
 * through `@axe-core/playwright`: its release for axe-core 4.14 requires Node 22.12 or later, and the one that
 * runs on Node 20 would hold axe-core's rules back a version.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core on the page (every rule, or the given ones) and resolves its violations, whatever their impact, as
 * `rule (impact): targets`. axe goes into each frame once per document and is reused by later checks of it; the run
 * in the top frame checks the frames in it (a preview at a set width) through their copies. Only violations are
 * collected in full: the passes are not read.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource);
    // Colours checked mid-fade are no colour the page settles on (a calendar fading in failed a day of 4.69:1 as
    // under 4.5:1): bring every animation with an end to it. A looping one, a blinking cursor, has none to go to.
    await frame.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      }
    });
  }
  return page.evaluate(async (only) => {
    const { axe: runner } = window as unknown as { axe: typeof axe };
    const results = await runner.run(document, {
      resultTypes: ["violations"],
      ...(only && { runOnly: { type: "rule", values: only } }),
    });
    return results.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, rules);
}
