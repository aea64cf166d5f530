import { describe, expect, it } from "vitest";
import { canonicalUrl, pageMeta, pageTitle } from "~/shell/meta";
import { site } from "~/content/site";
import { paths, type RouteName } from "~/paths";
import { siteUrl } from "../site-url";

const names = Object.keys(paths) as RouteName[];

function field(meta: ReturnType<typeof pageMeta>, key: string, value: string, out = "content") {
  const found = meta.find((entry) => (entry as Record<string, string>)[key] === value);
  return found && (found as Record<string, string>)[out];
}

describe("page meta", () => {
  it("names a showcase page's group in its title, and no other page's", () => {
    expect(pageTitle("page-pricing")).toBe(`Pricing · Page Sections · ${site.brand}`);
    expect(pageTitle("pricing")).toBe(`Pricing · ${site.brand}`);
    expect(pageTitle("presentation")).toBe(`${site.brand}: ${site.tagline}`);
  });

  it("gives every page a title and description of its own", () => {
    const titles = names.map((name) => (pageMeta(name)[0] as { title: string }).title);
    const descriptions = names.map((name) => field(pageMeta(name), "name", "description"));
    expect(new Set(titles).size).toBe(names.length);
    expect(new Set(descriptions).size).toBe(names.length);
    expect(descriptions.every((text) => typeof text === "string" && text.length > 20)).toBe(true);
  });

  it("links each page to its absolute canonical address, also its Open Graph URL", () => {
    for (const name of names) {
      const meta = pageMeta(name);
      const canonical = field(meta, "rel", "canonical", "href");
      expect(canonical).toBe(`${site.url}${paths[name]}`);
      expect(canonical).toBe(canonicalUrl(name));
      expect(new URL(canonical!).pathname).toBe(paths[name]);
      expect(field(meta, "property", "og:url")).toBe(canonical);
      expect(field(meta, "property", "og:title")).toBe(pageTitle(name));
      expect(meta[0]).toEqual({ title: pageTitle(name) });
      expect(field(meta, "property", "og:site_name")).toBe(site.brand);
    }
  });
});

describe("site URL", () => {
  it("keeps an absolute http(s) origin without its trailing slash", () => {
    expect(siteUrl("https://guide.example.org/")).toBe("https://guide.example.org");
    expect(siteUrl("http://127.0.0.1:8080")).toBe("http://127.0.0.1:8080");
  });

  it("rejects anything else with a clear message", () => {
    expect(() => siteUrl("guide.example.org")).toThrow('UKGUIDE_SITE_URL must be an absolute http(s) URL; got "guide.example.org"');
    expect(() => siteUrl("ftp://guide.example.org")).toThrow("UKGUIDE_SITE_URL must be an absolute http(s) URL");
  });
});
