// The public address of the site, set at build time with UKGUIDE_SITE_URL:
// canonical links, Open Graph URLs, share links and the sitemap are built on it.
export const defaultSiteUrl = "https://ukguide.example";

/** The site's origin without a trailing slash; throws on anything but an absolute http(s) URL. */
export function siteUrl(value = process.env.UKGUIDE_SITE_URL || defaultSiteUrl) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`UKGUIDE_SITE_URL must be an absolute http(s) URL; got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`UKGUIDE_SITE_URL must be an absolute http(s) URL; got ${JSON.stringify(value)}`);
  }
  return url.href.replace(/\/+$/, "");
}
