// How every browser check here starts Debian's Chromium (never a downloaded browser): as root it
// needs --no-sandbox, and the background networking flags keep it off the network.
export const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
