export declare function deferHydration(html: string): string;
