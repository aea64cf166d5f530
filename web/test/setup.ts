import "@testing-library/jest-dom/vitest";
import { mediaQueries } from "./media";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The test files of a worker share one document (vitest.config.ts, isolate: false): each test leaves it as it found it.
// The same <head> and <body> elements throughout: Testing Library's `screen` holds on to the <body> it found.
const startAddress = window.location.href;
const { head, body } = document;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const element of [document.documentElement, head, body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  head.replaceChildren();
  body.replaceChildren();
  document.documentElement.replaceChildren(head, body);
  document.title = "";
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", startAddress);
});

// jsdom has no matchMedia: by default a system that prefers light and allows motion (tests stub others, test/media.ts).
window.matchMedia = mediaQueries().matchMedia;
