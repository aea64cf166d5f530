export declare function deferHydration(html: string): string;
export declare const PRELOADS_PER_TASK: number;
