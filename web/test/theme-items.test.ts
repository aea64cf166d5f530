// The examples' theme items (app/theme/theme-item.ts): the registry's for each preset and "follow my app",
// and the one the Code tab computes for any other theme, which must install exactly the theme its code holds.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { registryItemSchema } from "shadcn/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { examples } from "~/catalogue/examples";
import { decodeTheme, encodeTheme } from "~/theme/code";
import { tokensCss } from "~/theme/downloads";
import { presets } from "~/theme/presets";
import { defaultTheme, fonts, type Theme } from "~/theme/theme";
import { installCommand } from "~/showcase/published";
import { themedInstall } from "~/theme/install-theme";
import { followAppCss, itemOfTheme, jsonDataUrl, presetOf, themeCss, themeFileTarget, themeFontPackages, themeItemName } from "~/theme/theme-item";
import { buildRegistry, type Registry } from "../pipeline/registry/registry-items";
import type { RegistryItem } from "../registry-item";

const homepage = "https://ukguide.example";
const scopeUrl = `${homepage}/r/kit-scope.json`;
let registry: Registry;
beforeAll(() => {
  registry = buildRegistry(examples.slice(0, 2), homepage);
});

/** A custom theme no preset has: every control away from the default. */
const custom: Theme = {
  ...presets[2].theme,
  colors: { ...presets[2].theme.colors, primary: "#123abc", danger: "#ff00aa" },
  fontBody: "source-serif-4",
  radius: 0.8125,
};

/** The `--ukg-*` declarations of a stylesheet's `.ukg.ukg` rule, by name. */
function tokensIn(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  postcss.parse(css).walkRules(".ukg.ukg", (rule) => rule.walkDecls(/^--ukg-/, (decl) => void (tokens[decl.prop] = decl.value)));
  return tokens;
}

describe("the registry's theme items", () => {
  it("has one for each preset and one for \"follow my app\", each valid per shadcn's schema, installing the theme stylesheet after the Scope", () => {
    expect(registry.themes.map((item) => item.name)).toEqual([...presets.map((preset) => themeItemName(preset.key)), "theme-follow-app"]);
    for (const item of registry.themes) {
      expect(registryItemSchema.safeParse(item).error?.issues ?? [], item.name).toEqual([]);
      expect(item.files.map((file) => file.target)).toEqual([themeFileTarget]);
      expect(item.registryDependencies).toEqual([scopeUrl]);
    }
  });

  it("installs each preset's tokens, as the theme page's download gives them, and its fonts' packages", () => {
    presets.forEach((preset, at) => {
      const item = registry.themes[at];
      expect(tokensIn(item.files[0].content!)).toEqual(tokensIn(tokensCss(preset.theme)));
      const packages = [...new Set([preset.theme.fontBody, preset.theme.fontHeading])].flatMap((id) => themeFontPackages[id] ?? []);
      expect(item.dependencies ?? []).toEqual(packages.map(({ name, version }) => `${name}@${version}`));
      for (const { name } of packages) expect(item.files[0].content).toContain(`@import "${name}/wght.css";`);
    });
  });

  it("ships the theme stylesheet with the Scope, which imports it after base.css", () => {
    const scope = registry.parts.find((part) => part.name === "kit-scope")!;
    expect(scope.files.map((file) => file.target)).toEqual(["src/ukguide/components/Scope.tsx", "src/ukguide/styles/base.css", themeFileTarget]);
    expect(scope.files[0].content).toMatch(/^"use client";\n\nimport "\.\.\/styles\/base\.css";\nimport "\.\.\/styles\/theme\.css";\n/);
    expect(tokensIn(scope.files[2].content!)).toEqual({});
    for (const { item } of registry.examples) expect(item.meta?.installs).toContain(themeFileTarget);
  });

  it("pins the fonts' packages at the versions package.json has", () => {
    const pinned = (JSON.parse(readFileSync(join(__dirname, "../package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies;
    for (const [id, font] of Object.entries(themeFontPackages)) {
      expect(pinned[font!.name], id).toBe(font!.version);
      // The family the package's own stylesheet declares is one the theme's stack names.
      expect(fonts[id as keyof typeof fonts].stack).toContain(`"${fonts[id as keyof typeof fonts].label} Variable"`);
    }
  });
});

describe("a theme's own item, as the Code tab computes it", () => {
  it("round-trips the code: the data URL's item holds the theme's tokens and names its code", () => {
    const code = encodeTheme(custom);
    const item = itemOfTheme(decodeTheme(code).theme, "ukguide-theme", "ukguide theme", scopeUrl);
    const url = jsonDataUrl(item);
    expect(url).toMatch(/^data:application\/json;base64,[A-Za-z0-9+/=]+$/);
    const back = JSON.parse(Buffer.from(url.slice(url.indexOf(",") + 1), "base64").toString("utf8")) as RegistryItem;
    expect(back).toEqual(item);
    expect(registryItemSchema.safeParse(back).success).toBe(true);
    expect(back.files[0].content).toBe(themeCss(custom));
    expect(tokensIn(back.files[0].content!)).toEqual(tokensIn(tokensCss(custom)));
    const named = /theme=([\w.-]+)/.exec(back.description)![1];
    expect(decodeTheme(named)).toEqual({ ok: true, theme: custom });
    expect(back.dependencies).toEqual(["@fontsource-variable/source-serif-4@5.3.1", "@fontsource-variable/nunito@5.3.0"]);
  });

  it("joins the example in the install line: a preset by its item's address, another theme as its item's data URL", () => {
    const origin = "https://ukguide.example";
    const ocean = themedInstall(encodeTheme(presets[2].theme), origin);
    expect(installCommand(origin, "pricing-1", ocean.item)).toBe(
      `npx shadcn@latest add ${origin}/r/theme-${presets[2].key}.json ${origin}/r/pricing-1.json --overwrite`,
    );
    expect(ocean.packages).toEqual(["@fontsource-variable/nunito@5.3.0"]);
    // The theme alone, and "follow my app", each over the theme stylesheet the examples brought.
    expect(ocean.command).toBe(`npx shadcn@latest add ${origin}/r/theme-${presets[2].key}.json --overwrite`);
    expect(ocean.followAppCommand).toBe(`npx shadcn@latest add ${origin}/r/theme-follow-app.json --overwrite`);
    const own = themedInstall(encodeTheme(custom), origin);
    const [, url] = /^"(data:application\/json;base64,[^"]+)"$/.exec(own.item) ?? [];
    const item = JSON.parse(Buffer.from(url.slice(url.indexOf(",") + 1), "base64").toString("utf8")) as RegistryItem;
    expect(item.registryDependencies).toEqual([scopeUrl]);
    expect(item.files[0].content).toBe(themeCss(custom));
    expect(own.command).toBe(`npx shadcn@latest add ${own.item} --overwrite`);
    expect(own.style).toMatch(/^<style>\.ukg\.ukg \{ --ukg-primary: #123abc; .*\}<\/style>$/);
  });

  it("knows a preset's theme, and no preset for another", () => {
    expect(presetOf(defaultTheme)?.key).toBe("material");
    expect(presetOf(presets[3].theme)?.key).toBe(presets[3].key);
    expect(presetOf(custom)).toBeUndefined();
  });
});

describe("\"follow my app\"", () => {
  const tokens = tokensIn(followAppCss);
  it("maps the brand onto the host's shadcn/ui variables and leaves the fonts to the host", () => {
    expect(tokens["--ukg-primary"]).toBe("var(--primary)");
    expect(tokens["--ukg-font-body"]).toBe("initial");
    expect(tokens["--ukg-font-heading"]).toBe("initial");
    expect(tokens["--ukg-radius"]).toContain("var(--radius)");
  });

  it("takes the host's colours down under white text and up under dark text, where the browser can; its buttons keep them as they are", () => {
    const root = postcss.parse(followAppCss);
    const plain: Record<string, string> = {};
    root.each((node) => void (node.type === "rule" && node.walkDecls(/^--ukg-/, (decl) => void (plain[decl.prop] = decl.value))));
    const down = (variable: string) =>
      `color(from var(${variable}) xyz-d65 calc(x * min(1, 0.16 / y)) calc(y * min(1, 0.16 / y)) calc(z * min(1, 0.16 / y)))`;
    const share = "max(0, (0.9 - y) / (1 - y))";
    const up = (variable: string) =>
      `color(from var(${variable}) xyz-d65 calc(x + ${share} * (0.9505 - x)) calc(y + ${share} * (1 - y)) calc(z + ${share} * (1.089 - z)))`;
    const expected = {
      "--ukg-primary-fill": ["--primary", down],
      "--ukg-secondary-fill": ["--secondary", down],
      "--ukg-danger-fill": ["--destructive", down],
      "--ukg-light": ["--muted", up],
      "--ukg-light-fill": ["--muted", down],
      "--ukg-dark": ["--foreground", down],
      "--ukg-dark-fill": ["--foreground", down],
    } as const;
    for (const [token, [variable, adjusted]] of Object.entries(expected)) {
      expect(plain[token], token).toBe(`var(${variable})`);
      expect(tokens[token], token).toBe(adjusted(variable));
    }
    const supports = root.nodes.find((node) => node.type === "atrule" && node.name === "supports");
    expect(supports && "params" in supports && supports.params).toBe("(color: color(from red xyz-d65 x y z))");
    const buttonFill = (selector: string) => {
      let value: string | undefined;
      root.walkRules(selector, (rule) => rule.walkDecls(/-fill$/, (decl) => void (value = decl.value)));
      return value;
    };
    expect(buttonFill(".ukg.ukg .btn-primary")).toBe("var(--primary)");
    expect(buttonFill(".ukg.ukg .btn-secondary")).toBe("var(--secondary)");
  });

  it("sets only tokens the stylesheets declare, so none is a name they never read", () => {
    const declared = new Set(Object.keys(tokensIn(tokensCss(defaultTheme))));
    expect(Object.keys(tokens).filter((name) => !declared.has(name))).toEqual([]);
  });
});
