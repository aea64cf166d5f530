import { useSyncExternalStore } from "react";

/**
 * Colour modes (Bootstrap 5.3's `data-bs-theme`): a visitor picks light, dark or
 * system; the choice is kept in localStorage and applied by a script at the start
 * of <body>, before the first paint, so a page never flashes in the wrong mode.
 */
export type ColorMode = "light" | "dark" | "system";
export type Theme = "light" | "dark";

export const colorModes: { mode: ColorMode; label: string }[] = [
  { mode: "light", label: "Light" },
  { mode: "dark", label: "Dark" },
  { mode: "system", label: "System" },
];

export const themeStorageKey = "ukguide-theme";

/**
 * The colour-mode script (a literal, so the prerendered page and its CSP hash never
 * depend on a minifier): a page's own `?theme=` (an example preview), else the
 * saved choice, else the system's preference. `resolveTheme` below is the same rule.
 */
export const themeScript =
  '(function(){var t;try{t=new URLSearchParams(location.search).get("theme");' +
  `if(t!=="light"&&t!=="dark")t=localStorage.getItem("${themeStorageKey}")}catch(e){}` +
  'if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'document.documentElement.setAttribute("data-bs-theme",t)})()';

const isTheme = (value: unknown): value is Theme => value === "light" || value === "dark";

/** The theme a page fixes with `?theme=light|dark` (an example's preview), if any. */
function queryTheme(search = location.search): Theme | null {
  const value = new URLSearchParams(search).get("theme");
  return isTheme(value) ? value : null;
}

// Where the choice lives when storage is off (private modes, blocked cookies): this page only.
let unsavedMode: ColorMode = "system";

/** The saved choice; "system" when there is none. */
function savedMode(): ColorMode {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return isTheme(value) ? value : "system";
  } catch {
    return unsavedMode;
  }
}

const darkQuery = () => matchMedia("(prefers-color-scheme: dark)");

/** The theme a page shows: its own `?theme=`, else the saved mode, the system deciding for "system". */
export function resolveTheme(mode: ColorMode = savedMode(), search = location.search): Theme {
  return queryTheme(search) ?? (mode === "system" ? (darkQuery().matches ? "dark" : "light") : mode);
}

const listeners = new Set<() => void>();
const notify = () => {
  document.documentElement.setAttribute("data-bs-theme", resolveTheme());
  listeners.forEach((listener) => listener());
};

/** Saves a visitor's choice and applies it here; other tabs (and example frames) follow through `storage` events. */
export function setColorMode(mode: ColorMode) {
  unsavedMode = mode;
  try {
    if (mode === "system") localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, mode);
  } catch {
    // Storage off: the choice holds for this page only.
  }
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    darkQuery().addEventListener("change", notify);
    window.addEventListener("storage", onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      darkQuery().removeEventListener("change", notify);
      window.removeEventListener("storage", onStorage);
    }
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === themeStorageKey || event.key === null) notify();
}

const snapshot = () => `${savedMode()} ${resolveTheme()}`;
// The prerendered page cannot know the visitor's mode; it renders as "system" and updates once hydrated.
const serverSnapshot = () => "system light";

/** The saved mode and the theme shown, kept current across tabs and system changes. */
export function useColorMode(): { mode: ColorMode; theme: Theme } {
  const [mode, theme] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(" ") as [ColorMode, Theme];
  return { mode, theme };
}
