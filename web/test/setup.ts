import "@testing-library/jest-dom/vitest";
import { mediaQueries } from "./media";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom has no matchMedia: by default a system that prefers light and allows motion (tests stub others, test/media.ts).
window.matchMedia = mediaQueries().matchMedia;
