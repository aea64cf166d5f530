import type { Probe } from "./html-probe";

export declare const scopeClass: string;
export declare function renameIds(root: Element, rename: (id: string) => string | undefined, outside?: boolean): Map<string, string>;
export declare function ownIds(root: Element, prefix: string): void;
export declare function closeDialog(dialog: Element, kind: "modal" | "offcanvas"): Element;
export declare function closeMenu(menu: Element): Element;
export declare function addBehaviours(scope: Element, probe?: Partial<Probe>): void;
export declare function demoForms(scope: Element): void;
export declare function dropReactAttributes(scope: Element): void;
export declare function needsScript(scope: Element): boolean;
