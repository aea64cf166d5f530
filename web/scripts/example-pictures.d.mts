export declare const picturesDir: string;
export declare const manifestFile: string;
export declare const pictureSize: { width: number; height: number };
export declare function codeHash(source: string): string;
export declare function codeHashOf(file: string): string;
export declare function pictureName(id: string, mode: "light" | "dark", bytes: Uint8Array): string;
export declare function webpSize(bytes: Uint8Array): { width: number; height: number } | undefined;
