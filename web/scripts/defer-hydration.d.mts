export declare function deferHydration(html: string, importsOf?: (href: string) => string[], onDemand?: string[]): string;
export declare function staticImports(code: string, href: string): string[];
export declare const PRELOADS_PER_TASK: number;
