import { useEffect, useId } from "react";
import { Link } from "react-router";
import { href } from "~/paths";
import { setExamplesThemed, useThemeChoice } from "./choice";

/**
 * While "Show examples in my theme" is on, the saved theme's tokens on every example's scope on this page:
 * a stylesheet of its own in <head>, added after hydration (the prerendered page stays in the default). What
 * computes it loads only then: a page whose switch is off fetches none of it.
 */
export function ExamplesTheme() {
  const { code, examplesThemed } = useThemeChoice();
  useEffect(() => {
    if (!examplesThemed || code === null) return;
    let style: HTMLStyleElement | undefined;
    let gone = false;
    void import("./examples-theme-style").then(({ examplesThemeStyle }) => {
      if (gone) return;
      style = examplesThemeStyle(code);
      document.head.append(style);
    });
    return () => {
      gone = true;
      style?.remove();
    };
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
