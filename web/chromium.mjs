// How every browser check and script here starts Debian's Chromium (never a downloaded browser): as
// root it needs --no-sandbox, and the background networking flags keep it off the network.
// Headless, it is Debian's headless shell: the same Blink without the browser's own parts, which made
// the browser tests take about 15% less CPU (bench/README.md, "make test").
// Plain JavaScript (typed by JSDoc), so that the scripts Node runs as they are import it too.

/** The browser: $CHROMIUM, or Debian's headless shell (package chromium-headless-shell). */
export const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium-headless-shell";

/**
 * The whole browser (package chromium), where the headless shell is not enough: the benchmarks, which measure the
 * browser visitors run, and a tap on a touch screen (the shell sends the button a mouseout right after a tap's click).
 */
export const fullChromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** Its flags: no sandbox (run as root), nothing fetched in the background. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A tiny image answered for every external photo. */
const placeholderSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#7b809a"/></svg>';

/**
 * Keeps a browser context off the internet: every request `isLocal` refuses is answered here, an
 * image with a grey square, anything else with 204. On the context, so pages opened in new tabs are covered too.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {(url: URL) => boolean} isLocal
 */
export function keepOffline(context, isLocal) {
  return context.route(
    (url) => !isLocal(url),
    (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ status: 200, contentType: "image/svg+xml", body: placeholderSvg })
        : route.fulfill({ status: 204 }),
  );
}
