export declare function startBinary(bin: string, args?: string[]): Promise<{ url: string; stop: () => Promise<void> }>;
