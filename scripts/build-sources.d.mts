export declare const BUILD_SOURCES: string;
export declare const sourceDigests: (root?: string) => Record<string, string>;
export declare const staleSources: (root?: string) => string[];
