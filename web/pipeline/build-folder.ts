// What the steps after the prerender share: where the build is, and its files.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** A prerendered build, as the steps after the prerender see it. */
export interface Build {
  /** The build folder: web/build, or UKGUIDE_BUILD_DIR (React Router's buildDirectory). */
  directory: string;
  /** Its client build, the site as served: <directory>/client. */
  client: string;
  /** The routes React Router built: each route's id and its module under app/. */
  routes: readonly { id: string; file: string }[];
}

/** The build's folders under build/client, by what they hold. */
export const folders = {
  /** Vite's files, each named with its content's hash. */
  assets: "assets",
  /** The shadcn registry: registry.json and an item per example, kit part and the theme. */
  registry: "r",
  /** Each example as a plain HTML snippet. */
  snippets: "html",
  /** The theme as a stylesheet and a script (ukguide.css, ukguide.js), for other sites. */
  kit: "kit",
  /** Each example's code as installed, for the Code tab. */
  source: "source",
} as const;

/** The shadcn registry's index, under build/client. */
export const registryIndex = `${folders.registry}/registry.json`;

/** The site path of an example's code under /source/ (its `meta.source`) as a path within that folder. */
export const withinSource = (sitePath: string) => sitePath.slice(`/${folders.source}/`.length);

/** Every file under `dir`, but the compressed sidecars. */
export function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (!path.endsWith(".br") && !path.endsWith(".gz")) yield path;
  }
}
