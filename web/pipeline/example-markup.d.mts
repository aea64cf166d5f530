import type { Probe } from "./html-probe";
import type { StylesheetIndex } from "./html-layout.mjs";

export declare function exampleScope(html: string, where?: string): Element;
export declare function exampleSnippet(
  html: string,
  options: { id: string; where?: string; probe?: Partial<Probe>; index: StylesheetIndex },
): { html: string; script: boolean };
