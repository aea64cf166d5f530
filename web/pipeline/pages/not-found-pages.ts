// The not-found pages are prerendered at <folder>/__not-found (notFoundPaths in app/paths.ts); the
// server answers an unknown path with the nearest <folder>/404.html. Every path is prerendered, so
// React Router's SPA fallback is never served and goes.
import { renameSync, rmSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { walk, type Build } from "../shared/build-folder";

export function placeNotFoundPages({ client }: Build): string {
  const pages = [...walk(client)].filter((file) => file.endsWith(`${sep}__not-found${sep}index.html`));
  if (!pages.includes(join(client, "__not-found", "index.html"))) throw new Error("not-found pages: the not-found page was not prerendered");
  for (const page of pages) {
    const folder = dirname(page);
    renameSync(page, join(dirname(folder), "404.html"));
    rmSync(folder, { recursive: true });
  }
  rmSync(join(client, "__spa-fallback.html"), { force: true });
  return `${pages.length} not-found pages in place`;
}
