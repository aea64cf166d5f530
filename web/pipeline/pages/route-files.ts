// Every page as <route>.html, which static hosts (Cloudflare Pages, Netlify) serve at /<route>, the
// address the site links, where <route>/index.html they would send to /<route>/. The server reads
// either; an example's HTML snippet, html/<id>.html, is at /html/<id> the same way.
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { walk, type Build } from "../shared/build-folder";

export function nameRouteFiles({ client }: Build): string {
  let renamed = 0;
  for (const file of [...walk(client)]) {
    if (basename(file) !== "index.html" || dirname(file) === client) continue;
    const page = dirname(file) + ".html";
    if (existsSync(page)) throw new Error(`route files: both ${relative(client, file)} and ${relative(client, page)} are a page of /${relative(client, dirname(file))}`);
    renameSync(file, page);
    renamed++;
  }
  removeEmptyFolders(client, client);
  return `${renamed} pages renamed`;
}

function removeEmptyFolders(dir: string, client: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name), client);
  }
  if (dir !== client && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}
