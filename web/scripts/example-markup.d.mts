export declare function exampleMarkup(html: string, where?: string): Promise<string>;
