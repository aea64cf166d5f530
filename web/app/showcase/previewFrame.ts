import { previewPath } from "../paths";
import type { Theme } from "../color-mode/colorMode";
import type { ExampleMeta } from "../catalogue/exampleMeta";

/** A preview frame's width: pixels, or all the room there is. */
export type FrameWidth = number | "full";

/** The narrowest a frame can be dragged to, and how far one arrow key moves it (Shift: five times). */
export const minFrameWidth = 320;
export const keyboardStep = 10;

/** The frame's own page: the example alone, in the mode chosen for it (else the site's). */
export function frameSource(example: Pick<ExampleMeta, "page" | "id">, theme: Theme | null): string {
  return previewPath(example) + (theme ? `?theme=${theme}` : "");
}
