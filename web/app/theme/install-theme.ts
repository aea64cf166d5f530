// What the Code tab adds to an example's install line and HTML form while "Show examples in my theme" is on:
// loaded only then (ExampleBlock.tsx), so the showcase's own chunk carries none of the theme's code.
import { registryFolder } from "../../published-folders";
import { decodeTheme } from "./code";
import { declarations, themeTokens } from "./tokens";
import { followAppKey, itemOfTheme, jsonDataUrl, presetOf, scopeItemName, themeItemName } from "./theme-item";

export interface ThemedInstall {
  /** What `shadcn add` takes for the theme: a preset's item on the site, or the theme's own item as a data URL (quoted for the shell). */
  item: string;
  /** The theme's name in the Code tab's notes. */
  label: string;
  /** The npm packages the theme item adds (its fonts), as name@version. */
  packages: string[];
  /** The HTML form's theme: its tokens on the examples' scope, one line. */
  style: string;
  /** What installs the theme alone, re-theming every example a project has. */
  command: string;
  /** What installs "follow my app": installed examples wear the app's own shadcn/ui theme. */
  followAppCommand: string;
}

/** The theme item alone, over the theme stylesheet the examples brought (docs/decisions/010-theme-items.md). */
const themeCommand = (item: string) => `npx shadcn@latest add ${item} --overwrite`;

export function themedInstall(code: string, origin: string): ThemedInstall {
  const { theme } = decodeTheme(code);
  const preset = presetOf(theme);
  const registry = `${origin}/${registryFolder}`;
  const own = itemOfTheme(theme, "ukguide-theme", "ukguide theme", `${registry}/${scopeItemName}.json`);
  const item = preset ? `${registry}/${themeItemName(preset.key)}.json` : `"${jsonDataUrl(own)}"`;
  const tokens = declarations(themeTokens(theme), "").replace(/\n/g, " ");
  return {
    item,
    label: preset ? `the ${preset.label} preset` : `your theme ${code}`,
    packages: own.dependencies ?? [],
    style: `<style>.ukg.ukg { ${tokens} }</style>`,
    command: themeCommand(item),
    followAppCommand: themeCommand(`${registry}/${themeItemName(followAppKey)}.json`),
  };
}
