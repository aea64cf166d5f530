/** The build's time (ISO string), set by Vite's `define`. */
declare const __BUILD_TIME__: string;
/** Every example (examples-catalogue.ts), read from the example files at build time. */
declare const __EXAMPLES__: import("./catalogue/exampleMeta").ExampleMeta[];
/** Examples per showcase group, computed from the example files at build time. */
declare const __EXAMPLE_COUNTS__: Record<import("./content/pages").ShowcaseGroupKey, number>;
/** The public address of the site (UKGUIDE_SITE_URL at build time), without a trailing slash; unset outside Vite. */
declare const __SITE_URL__: string | undefined;
