import { useEffect, useId } from "react";
import { Link } from "react-router";
import { href } from "~/paths";
import { setExamplesThemed, useThemeChoice } from "./choice";
import { decodeTheme } from "./code";
import { loadThemeFonts } from "./fonts";
import { declarations, themeTokens } from "./tokens";

/**
 * The examples' scopes on the showcase and preview pages, and the layers their overlays open in: the
 * site's own frame has no `.ukg`, so it keeps its look. `!important` lets the chosen tokens win over the
 * defaults the examples' stylesheets set on `.ukg`, wherever those load.
 */
const themedScopes = ".example-preview .ukg, .example-standalone .ukg, .ukg.ukg-layer";

/**
 * While "Show examples in my theme" is on, the saved theme's tokens on every example's scope on this page:
 * a stylesheet of its own in <head>, added after hydration (the prerendered page stays in the default).
 */
export function ExamplesTheme() {
  const { code, examplesThemed } = useThemeChoice();
  useEffect(() => {
    if (!examplesThemed || code === null) return;
    const style = document.createElement("style");
    style.dataset.examplesTheme = code;
    const theme = decodeTheme(code).theme;
    loadThemeFonts(theme);
    style.textContent = `${themedScopes} {\n${declarations(themeTokens(theme)).replace(/;$/gm, " !important;")}\n}`;
    document.head.append(style);
    return () => style.remove();
  }, [code, examplesThemed]);
  return null;
}

/** The switch, with a link to the theme page where the theme is made. */
export function ExamplesThemeSwitch({ linkToThemePage = true }: { linkToThemePage?: boolean }) {
  const { examplesThemed } = useThemeChoice();
  const id = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <div className="form-check form-switch mb-0">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id={id}
          checked={examplesThemed}
          onChange={(event) => setExamplesThemed(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          Show examples in my theme
        </label>
      </div>
      {linkToThemePage && (
        <Link className="text-sm" to={href("theme")}>
          Make your theme
        </Link>
      )}
    </div>
  );
}

/** The showcase page's bar: the switch, and the theme on its examples while it is on. */
export function ExamplesThemeBar() {
  return (
    <div className="mb-4">
      <ExamplesThemeSwitch />
      <ExamplesTheme />
    </div>
  );
}
