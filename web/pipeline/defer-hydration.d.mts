export declare function deferHydration(html: string, importsOf?: (href: string) => string[], onDemand?: string[]): string;
export declare function staticImports(code: string, href: string): string[];
export declare const PRELOADS_PER_TASK: number;
export declare const HYDRATION_SCRIPT: string;
export declare const ROUTE_DATA_SCRIPT: string;
export declare function moveRouteData(html: string): string;
