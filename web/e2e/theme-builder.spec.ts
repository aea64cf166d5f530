import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { compileString } from "sass";
import type { Locator, Page } from "@playwright/test";
import { paths } from "../app/paths";
import { encodeTheme } from "../app/theme/code";
import { presets } from "../app/theme/presets";
import { defaultTheme, type Theme } from "../app/theme/theme";
import { themeTokens } from "../app/theme/tokens";
import { sassOptions } from "../sass-options";
import { expect, test, waitForHydration } from "./fixtures";

// The theme page (/theme): a change reaches the spread's tokens, the address restores it, the showcase's switch
// puts it on the examples, and the downloads are valid CSS and Sass. axe, light and dark: routes.spec.ts.

test.use({ viewport: { width: 1440, height: 900 } });

const chosen: Theme = { ...defaultTheme, colors: { ...defaultTheme.colors, primary: "#1565c0" }, radius: 1 };
const expected = themeTokens(chosen);

/** A token as an element computes it (inherited from its scope). */
const tokenOf = (element: Locator, name: string) => element.evaluate((node, token) => getComputedStyle(node).getPropertyValue(token).trim(), name);

async function expectSpreadsIn(page: Page, theme: Theme) {
  const tokens = themeTokens(theme);
  for (const mode of ["light", "dark"]) {
    const spread = page.locator(`.theme-spread-${mode}`);
    await expect.poll(() => tokenOf(spread, "--ukg-primary"), mode).toBe(tokens["--ukg-primary"]);
    expect(await tokenOf(spread, "--ukg-radius"), mode).toBe(tokens["--ukg-radius"]);
    // A primary button painted from the tokens: its gradient starts at the fill, its corners follow the radius.
    await expectPrimaryButtonIn(spread.getByRole("button", { name: "primary", exact: true }).first(), tokens, mode);
  }
}

/** A gradient primary button computes its background from the theme's fill and its corners from its radius (buttons' 0.5rem at 0.375rem). */
async function expectPrimaryButtonIn(button: Locator, tokens: Record<string, string>, mode: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(tokens["--ukg-primary-fill"].slice(at, at + 2), 16));
  const radius = (parseFloat(tokens["--ukg-radius"]) * 16 * 0.5) / 0.375;
  const painted = await button.evaluate((node) => ({ image: getComputedStyle(node).backgroundImage, radius: parseFloat(getComputedStyle(node).borderTopLeftRadius) }));
  expect(painted.image, mode).toContain(`rgb(${r}, ${g}, ${b})`);
  expect(painted.radius, mode).toBeCloseTo(radius, 1);
}

test("the Install group gives the line that installs the theme alone, and the one that follows the app's own theme", async ({ page }) => {
  const ocean = presets.find((preset) => preset.key === "ocean")!;
  await page.goto(`${paths.theme}?theme=${encodeTheme(ocean.theme)}`);
  await waitForHydration(page);
  const origin = new URL(page.url()).origin;
  const lines = page.locator(".theme-group", { has: page.getByText("Install", { exact: true }) }).locator("code");
  await expect(lines).toHaveText([
    `npx shadcn@latest add ${origin}/r/theme-ocean.json --overwrite`,
    `npx shadcn@latest add ${origin}/r/theme-follow-app.json --overwrite`,
  ]);
  for (const line of await lines.allTextContents()) expect((await page.request.get(line.split(" ")[3])).status()).toBe(200);
  // A theme of one's own has no item on the site: the line carries it.
  await page.getByLabel("Primary", { exact: true }).fill("#1565c0");
  await expect(lines.first()).toHaveText(/^npx shadcn@latest add "data:application\/json;base64,[\w+/=]+" --overwrite$/);
});

test("a change shows in the spread, the address restores it, a bad code falls back, and the showcase's switch applies it", async ({ page }) => {
  await page.goto(paths.theme);
  await waitForHydration(page);
  await page.getByLabel("Primary", { exact: true }).fill("#1565c0");
  await page.getByRole("slider", { name: /Corner radius/ }).fill("1");
  await expectSpreadsIn(page, chosen);
  await expect(page.getByLabel("Primary, hex code")).toHaveValue("#1565c0");

  const address = await page.getByLabel("Share").inputValue();
  expect(address).toBe(`${new URL(page.url()).origin}${paths.theme}?theme=${encodeTheme(chosen)}`);
  // Nothing saved: only the address holds the theme.
  await page.evaluate(() => localStorage.clear());
  await page.goto(address);
  await waitForHydration(page);
  await expectSpreadsIn(page, chosen);

  await page.goto(`${paths.theme}?theme=1.not-a-theme`);
  await waitForHydration(page);
  await expect(page.locator(".theme-contrast")).toContainText('The theme code "1.not-a-theme" is not valid');
  await expectSpreadsIn(page, defaultTheme);

  // The showcase: the switch puts the saved theme on every example's scope, and off takes it away.
  await page.goto(address);
  await waitForHydration(page);
  await expectSpreadsIn(page, chosen);
  await page.goto(paths["el-buttons"]);
  await waitForHydration(page);
  const scopes = page.locator(".example-preview .ukg");
  const themeSwitch = page.getByRole("switch", { name: "Show examples in my theme" });
  await themeSwitch.check();
  const count = await scopes.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await expect.poll(() => tokenOf(scopes.nth(i), "--ukg-primary")).toBe(expected["--ukg-primary"]);
  // And the examples are painted from it, light and dark.
  const gradientButton = page.locator(".example-preview .ukg .btn.bg-gradient-primary").first();
  for (const mode of ["light", "dark"]) {
    await page.evaluate((mode) => document.documentElement.setAttribute("data-bs-theme", mode), mode);
    await expectPrimaryButtonIn(gradientButton, expected, mode);
  }
  // The site's own frame keeps its look.
  expect(await tokenOf(page.locator("header.site-navbar"), "--ukg-primary")).not.toBe(expected["--ukg-primary"]);
  await themeSwitch.uncheck();
  await expect.poll(() => tokenOf(scopes.first(), "--ukg-primary")).not.toBe(expected["--ukg-primary"]);
});

/** Each element of each example's scope: what it paints (fills, text, edge) and its corner, as computed. */
const paintOf = (page: Page) =>
  page.locator(".example-preview .ukg").evaluateAll((scopes) =>
    scopes.map((scope) =>
      [scope, ...scope.querySelectorAll("*")].map((element) => {
        const style = getComputedStyle(element);
        return { paint: [style.backgroundColor, style.backgroundImage, style.color, style.borderTopColor].join(" "), radius: style.borderTopLeftRadius };
      }),
    ),
  );

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;

// Every example on two showcase pages: what the default theme paints in its primary colours (the colour, its fill,
// its text on light and on dark) the chosen theme paints in its own, and a corner drawn from the default radius is
// drawn from the chosen one, in light and dark.
for (const name of ["el-buttons", "el-button-groups"] as const) {
  test(`every example on ${paths[name]} takes the chosen primary colour and radius, light and dark`, async ({ page }) => {
    const defaults = themeTokens(defaultTheme);
    const primaries = (["--ukg-primary", "--ukg-primary-fill", "--ukg-primary-text", "--ukg-primary-on-dark"] as const).map((token) => ({
      token,
      from: rgb(defaults[token]),
      to: rgb(expected[token]),
    }));
    const scale = (radius: string) => `${Number(((parseFloat(radius) * chosen.radius) / defaultTheme.radius).toFixed(2))}px`;
    await page.goto(`${paths.theme}?theme=${encodeTheme(chosen)}`);
    await waitForHydration(page);
    await page.goto(paths[name]);
    await waitForHydration(page);
    const themeSwitch = page.getByRole("switch", { name: "Show examples in my theme" });
    for (const mode of ["light", "dark"]) {
      await page.evaluate((mode) => document.documentElement.setAttribute("data-bs-theme", mode), mode);
      await themeSwitch.uncheck();
      await expect.poll(() => tokenOf(page.locator(".example-preview .ukg").first(), "--ukg-primary")).toBe(defaults["--ukg-primary"]);
      const before = await paintOf(page);
      await themeSwitch.check();
      await expect.poll(() => tokenOf(page.locator(".example-preview .ukg").first(), "--ukg-primary")).toBe(expected["--ukg-primary"]);
      const after = await paintOf(page);
      let painted = 0;
      const wrong: string[] = [];
      for (const [scope, elements] of before.entries()) {
        for (const [index, { paint, radius }] of elements.entries()) {
          const now = after[scope][index];
          for (const { token, from, to } of primaries) {
            if (!paint.includes(from)) continue;
            painted++;
            if (!now.paint.includes(to)) wrong.push(`example ${scope}, element ${index}: ${token} ${from} stays ${now.paint}`);
          }
          // Corners that are multiples of the radius (a pill's or a circle's are not).
          if (paint.includes(primaries[1].from) && parseFloat(radius) > 0 && parseFloat(radius) < 50 && scale(radius) !== `${Number(parseFloat(now.radius).toFixed(2))}px`) {
            wrong.push(`example ${scope}, element ${index}: radius ${radius} is ${now.radius}, not ${scale(radius)}`);
          }
        }
      }
      expect(painted, `${mode}: elements painted in the primary colours`).toBeGreaterThan(5);
      expect(wrong, mode).toEqual([]);
    }
  });
}

test("the downloads: tokens CSS, Bootstrap Sass that compiles with Bootstrap 5.3, and the whole theme", async ({ page, request }) => {
  await page.goto(`${paths.theme}?theme=${encodeTheme(chosen)}`);
  await waitForHydration(page);
  await expectSpreadsIn(page, chosen);

  const download = async (name: string) => {
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
    return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
  };

  const tokensFile = await download("Tokens for examples (CSS)");
  expect(tokensFile.name).toBe("ukguide-theme.css");
  const declared: Record<string, string> = {};
  postcss.parse(tokensFile.text).walkDecls((decl) => void (declared[decl.prop] = decl.value));
  expect(declared).toEqual(expected);

  const sassFile = await download("Bootstrap variables (Sass)");
  expect(sassFile.name).toBe("_ukguide-theme.scss");
  const bootstrap = compileString(`${sassFile.text}\n@import "bootstrap/scss/bootstrap";`, {
    loadPaths: [join(import.meta.dirname, "../node_modules")],
    ...sassOptions,
  }).css;
  expect(bootstrap).toContain("--bs-primary: #1565c0;");
  expect(bootstrap).toContain("--bs-border-radius: 1rem;");

  const whole = await download("Whole theme stylesheet (CSS)");
  expect(whole.name).toBe("ukguide-themed.css");
  const site = await (await request.get("/kit/ukguide.css")).text();
  expect(whole.text.startsWith(site)).toBe(true);
  expect(whole.text.slice(site.length)).toBe(`\n${tokensFile.text}`);
  expect(() => postcss.parse(whole.text)).not.toThrow();
});
