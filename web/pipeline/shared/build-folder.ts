// What the steps after the prerender share: where the build is, and its files.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { folders } from "../../published-folders";

/** A prerendered build, as the steps after the prerender see it. */
export interface Build {
  /** The build folder: web/build, or UKGUIDE_BUILD_DIR (React Router's buildDirectory). */
  directory: string;
  /** Its client build, the site as served: <directory>/client. */
  client: string;
  /** The routes React Router built: each route's id and its module under app/. */
  routes: readonly { id: string; file: string }[];
}

/** The shadcn registry's index, under build/client. */
export const registryIndex = `${folders.registry}/registry.json`;

/** Beside the client build, written by the bundle (registry/publish-plugin.ts): each example file's chunk. */
export const exampleChunksFile = "example-chunks.json";
/** Each example file's chunk (its path under app/examples → the chunk's path under the site's root), as the bundle recorded it. */
export const readExampleChunks = (buildDirectory: string) => JSON.parse(readFileSync(join(buildDirectory, exampleChunksFile), "utf8")) as Record<string, string>;

/** Every file under `dir`, but the compressed sidecars. */
export function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (!path.endsWith(".br") && !path.endsWith(".gz")) yield path;
  }
}
