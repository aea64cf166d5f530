import { render } from "@testing-library/react";
import axe from "axe-core";
import type { ReactElement } from "react";
import { expect, vi } from "vitest";

/** Fails on any axe-core violation in `container`; colour contrast needs real layout, which the browser suite checks. */
export async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Renders `element` (with `renderer`, e.g. inside a router) and fails on any axe-core violation. */
export async function expectAccessible(
  element: ReactElement,
  renderer: (element: ReactElement) => { container: HTMLElement } = render,
) {
  await expectNoAxeViolations(renderer(element).container);
}

/** Rendering a component with a bad prop throws; React's own error log is silenced. */
export function expectRenderError(element: ReactElement, message: string | RegExp) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  expect(() => render(element)).toThrow(message);
}
