// The folders the build publishes under the site's root, named here once: the pipeline writes them
// (pipeline/shared/build-folder.ts), the server reads them from the build's manifest, and the showcase
// links to them (app/showcase/published.ts). Plain string constants, so the browser bundle can import
// them and the minifier writes them into the links as they were written before.

/** Vite's files, each named with its content's hash. */
const assetsFolder = "assets";
/** The shadcn registry: registry.json and an item per example, kit part and the theme. */
export const registryFolder = "r";
/** Each example as a plain HTML snippet. */
export const snippetsFolder = "html";
/** The theme as a stylesheet and a script, for other sites. */
export const kitFolder = "kit";
/** Each example's code as installed, for the Code tab. */
export const sourceFolder = "source";

/** The build's folders under build/client, by what they hold. */
export const folders = { assets: assetsFolder, registry: registryFolder, snippets: snippetsFolder, kit: kitFolder, source: sourceFolder } as const;

/** The whole theme, scoped, in /kit/. */
export const kitStylesheet = "ukguide.css";
/** The HTML snippets' script in /kit/: Bootstrap's bundle and snippets-js/behaviours.js. */
export const kitScript = "ukguide.js";
