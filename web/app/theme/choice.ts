// The visitor's theme and the "Show examples in my theme" switch, kept in localStorage:
//   ukguide-brand-theme       the preset code (code.ts) of the theme last set on /theme;
//   ukguide-examples-themed   "on" while the showcase's examples wear that theme.
// Read after hydration only (the prerendered pages show the default); other tabs and the preview frames
// follow through `storage` events.
import { useSyncExternalStore } from "react";

export const themeCodeKey = "ukguide-brand-theme";
export const examplesThemedKey = "ukguide-examples-themed";

// Where the values live when storage is off (private modes, blocked cookies): this page only.
const unsaved: Record<string, string | null> = {};

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return unsaved[key] ?? null;
  }
}

function write(key: string, value: string | null) {
  unsaved[key] = value;
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage off: the value holds for this page only.
  }
  listeners.forEach((listener) => listener());
}

const listeners = new Set<() => void>();

// Any storage event: React compares the snapshot and renders again only when it changed.
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Storage read, the switch and the saved code, as one string so the snapshot compares by value (a code holds no space). */
const snapshot = () => `read ${read(examplesThemedKey) === "on" ? "on" : "off"} ${read(themeCodeKey) ?? ""}`;
const serverSnapshot = () => "unread off ";

/**
 * The saved theme's code (null when none is saved), whether examples wear it, and whether storage has been read:
 * false while prerendered and hydrating, when the page must render as the prerendered HTML did.
 */
export function useThemeChoice(): { code: string | null; examplesThemed: boolean; read: boolean } {
  const [state, switched, code] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(" ");
  return { code: code || null, examplesThemed: switched === "on", read: state === "read" };
}

/** Saves the code of the theme the theme page shows. */
export function saveThemeCode(code: string) {
  write(themeCodeKey, code);
}

export function setExamplesThemed(on: boolean) {
  write(examplesThemedKey, on ? "on" : null);
}

