import { vi } from "vitest";

/** What the system says about the visitor: jsdom has no matchMedia to ask. */
export interface MediaPreferences {
  dark?: boolean;
  reducedMotion?: boolean;
}

/** A matchMedia answering the given preferences; `set` changes them and tells the listeners. */
export function mediaQueries(initial: MediaPreferences = {}) {
  const preferences = { dark: false, reducedMotion: false, ...initial };
  const listeners = new Set<() => void>();
  const matchMedia = (query: string) => ({
    media: query,
    get matches() {
      if (query.includes("prefers-color-scheme: dark")) return preferences.dark;
      if (query.includes("prefers-color-scheme: light")) return !preferences.dark;
      return query.includes("prefers-reduced-motion: reduce") && preferences.reducedMotion;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    onchange: null,
    dispatchEvent: () => false,
  });
  return {
    matchMedia: matchMedia as unknown as typeof window.matchMedia,
    set(next: MediaPreferences) {
      Object.assign(preferences, next);
      listeners.forEach((listener) => listener());
    },
  };
}

/** Stubs matchMedia for one test (`vi.unstubAllGlobals()` brings back the default: light, motion allowed). */
export function stubMediaQueries(initial?: MediaPreferences) {
  const media = mediaQueries(initial);
  vi.stubGlobal("matchMedia", media.matchMedia);
  return media;
}
