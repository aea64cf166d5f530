import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Renders pages at build time only (the site is prerendered, never served by
 * Node). Each page is written whole: nothing streams in after its shell, so a
 * part that loads its code on demand (an example preview) is in the HTML as it
 * will hydrate, and shows without JavaScript.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never move a large part out of place to reveal it by script: every part stays where it reads.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: failed ? 500 : status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
  });
}
