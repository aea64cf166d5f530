// How every browser check and script here starts Debian's Chromium (never a downloaded browser): as
// root it needs --no-sandbox, and the background networking flags keep it off the network.
// Plain JavaScript (typed by JSDoc), so that the scripts Node runs as they are import it too.

/** The browser: $CHROMIUM, or Debian's. */
export const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";

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
