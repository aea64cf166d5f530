// The sitemap lists every prerendered page (each a folder's index.html) where the site is published,
// and robots.txt points at it.
import { writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { siteUrl } from "../../site-url";
import { walk, type Build } from "../shared/build-folder";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function writeSitemap({ client }: Build): string {
  const origin = siteUrl();
  const paths = [...walk(client)]
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => "/" + relative(client, dirname(file)).split(sep).join("/"))
    // An example's own page is a frame of its showcase page, which is the one to find.
    .filter((path) => !path.startsWith("/preview/"))
    .sort();
  writeFileSync(
    join(client, "sitemap.xml"),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>\n`).join("") +
      "</urlset>\n",
  );
  writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  return `${paths.length} pages in the sitemap`;
}
