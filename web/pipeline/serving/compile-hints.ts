// Every chunk opens with V8's compile hint: its functions are compiled off the main thread as the
// file streams in, not each on its first call during hydration. Added once the chunks are minified
// (which strips comments) and complete (Vite adds to their start).
// (why: docs/decisions/006-compile-hints.md)
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { folders } from "../../published-folders";
import { walk, type Build } from "../shared/build-folder";

export const compileHint = "//# allFunctionsCalledOnLoad\n";

export function addCompileHints({ client }: Build): string {
  let hinted = 0;
  for (const file of walk(join(client, folders.assets))) {
    if (extname(file) !== ".js") continue;
    const code = readFileSync(file, "utf8");
    if (code.startsWith(compileHint)) continue;
    writeFileSync(file, compileHint + code);
    hinted++;
  }
  return `${hinted} chunks hinted`;
}
