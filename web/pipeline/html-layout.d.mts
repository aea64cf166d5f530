/** What a stylesheet's rules can do to a box, filed by the class or tag their selectors end in. */
export type StylesheetIndex = Map<string, unknown[]>;
export declare function stylesheetIndex(css: string): StylesheetIndex;
export declare function layoutHtml(nodes: readonly Node[], index: StylesheetIndex): string;
