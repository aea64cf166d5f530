import type { Page } from "@playwright/test";
import { appears, colourRules, expect, expectNoAxeViolations, showInTheme } from "./fixtures";
import { survey, type Survey } from "./survey";

// Dark mode as a visitor sees it: readable text (axe's colour rules, and text on gradients, which axe leaves
// undecided), nothing that stood out in light mode sunk into its background, and overlays in the dark palette.

/**
 * Checks the page in dark mode: axe's colour rules, text on gradients, and every surface that stands out from
 * what is behind it in light mode (3:1, as WCAG asks of a control's edge) still standing out in dark mode by
 * 1.5:1 (a card a step above the page is 1.1:1, the kit's brand fills on its dark surfaces 1.5:1 and more).
 * In an example or a template section, what is dark on a light ground in light mode (relative luminance under 0.08,
 * the kit's dark is 0.06 and its brand fills 0.1 and more, on a ground over 0.4), or light on such a dark one, may
 * keep its place instead: darker (lighter) than its ground in dark mode too, by a card's step at least (1.1:1). A
 * region (200 by 40 px or more) must keep it, so "Navbar Dark" never turns lighter than "Navbar Light", nor a dark
 * band lighter than the page; a control (a button, an avatar) may instead be raised above a dark page by 1.5:1, as
 * dark interfaces raise their controls.
 */
export async function expectDarkModeHolds(page: Page, where: string) {
  await showInTheme(page, "dark");
  // Blocks below the fold are laid out only as they near the viewport: lay them all out, as a visitor scrolling would,
  // for the survey only (the rest of a test keeps the page as it is, each change restyling only what is near the view).
  const allLaidOut = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await expectNoAxeViolations(page, colourRules);
  const dark = await page.evaluate(survey, null);
  expect.soft(dark.gradientText, `${where}: text on a gradient under the AA ratio in dark mode`).toEqual([]);
  await showInTheme(page, "light");
  const light = new Map((await page.evaluate(survey, null)).surfaces.map((surface) => [surface.index, surface]));
  await showInTheme(page, "dark");
  type Surface = Survey["surfaces"][number];
  /** In light mode: -1 for what is dark on a light ground in an example, 1 for what is light on a dark one, else 0. */
  const side = (surface: Surface) =>
    !surface.scoped ? 0 : surface.fill < 0.08 && surface.back > 0.4 ? -1 : surface.fill > 0.4 && surface.back < 0.08 ? 1 : 0;
  const keepsPlace = (surface: Surface, before: Surface) =>
    Math.sign(surface.fill - surface.back) === side(before) && surface.standout >= 1.1;
  const described = (surface: Surface) => `${surface.what}: ${light.get(surface.index)!.standout} in light mode, ${surface.standout} in dark`;
  const compared = dark.surfaces.flatMap((surface) => {
    const before = light.get(surface.index);
    return before && before.standout >= 3 ? [{ surface, before }] : [];
  });
  const moved = compared
    .filter(({ surface, before }) => side(before) !== 0 && before.region && !keepsPlace(surface, before))
    .map(({ surface, before }) => `${described(surface)} (${side(before) < 0 ? "dark" : "light"} on its ground in light mode)`);
  expect.soft(moved, `${where}: regions dark (light) on their ground in light mode and not in dark mode`).toEqual([]);
  const sunk = compared
    .filter(({ surface, before }) => !(side(before) !== 0 && (before.region || keepsPlace(surface, before))) && surface.standout < 1.5)
    .map(({ surface }) => described(surface));
  expect.soft(sunk, `${where}: surfaces that stand out in light mode and sink into their background in dark mode`).toEqual([]);
  await allLaidOut.evaluate((style) => (style as Element).remove());
}

/**
 * Checks an open overlay in dark mode: a dark surface (relative luminance under 0.1; the dark surfaces are
 * 0.02 to 0.04, a mid grey 0.2, white 1), its text at the AA ratio on it, and axe's colour rules on the page.
 */
export async function expectDarkOverlay(page: Page, overlay: string) {
  await appears(page.locator(overlay));
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  // Overlays fade in: their colours are read once the fade is over (one cancelled on the way counts as over).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { overlay: found } = await page.evaluate(survey, overlay);
  expect(found!.checked, `${overlay}: text found in it`).toBeGreaterThan(0);
  expect(found!.luminance, `${overlay}: the relative luminance of its surface`).toBeLessThan(0.1);
  expect(found!.text, `${overlay}: text under the AA ratio on its surface`).toEqual([]);
  await expectNoAxeViolations(page, colourRules);
}
