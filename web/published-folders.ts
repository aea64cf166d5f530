// The folders the build publishes under the site's root, named here once: the pipeline writes them
// (pipeline/shared/build-folder.ts), the server reads them from the build's manifest, and the showcase
// links to them (app/showcase/published.ts). Plain strings, so the browser bundle can import them.

/** The build's folders under build/client, by what they hold. */
export const folders = {
  /** Vite's files, each named with its content's hash. */
  assets: "assets",
  /** The shadcn registry: registry.json and an item per example, kit part and the theme. */
  registry: "r",
  /** Each example as a plain HTML snippet. */
  snippets: "html",
  /** The theme as a stylesheet and a script (kitFiles), for other sites. */
  kit: "kit",
  /** Each example's code as installed, for the Code tab. */
  source: "source",
} as const;

/** The files of /kit/: the whole theme, scoped, and the HTML snippets' script (Bootstrap's bundle and snippets-js/). */
export const kitFiles = { stylesheet: "ukguide.css", script: "ukguide.js" } as const;
