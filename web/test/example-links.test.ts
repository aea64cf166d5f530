import { describe, expect, it } from "vitest";
import { paths } from "~/paths";

// Every example's source, by its path under app/examples.
const sources = Object.fromEntries(
  Object.entries(import.meta.glob<string>("../app/examples/**/*.tsx", { query: "?raw", import: "default", eager: true })).map(
    ([key, text]) => [key.replace("../app/examples/", ""), text],
  ),
);

// A root-relative address given to href, route, to or link, as a prop (href="/…") or a field (route: "/…").
const linkPattern = /\b(?:href|route|to|link)\s*[:=]\s*\{?\s*(["'`])(\/(?!\/)[^"'`]*)\1/g;

/**
 * The links of examples that lead nowhere on the site. Examples write the site's paths as plain
 * strings (an installed example has no route table), so this is what keeps them in step with it.
 */
export function exampleLinkProblems(files: Record<string, string>, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    for (const [, , link] of text.matchAll(linkPattern)) {
      if (!known.has(link.replace(/[?#].*$/, ""))) problems.push(`${file}: ${link}`);
    }
  }
  return problems;
}

const sitePaths = new Set<string>(["/", ...Object.values(paths)]);

describe("example links", () => {
  it("lead only to paths of the route table", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(exampleLinkProblems(sources, sitePaths)).toEqual([]);
  });

  it("finds the site's paths however an example writes them", () => {
    const text = [
      'const edit = { label: "Edit", route: "/pages/blog/author" };',
      '<a className="btn" href="/pages/company/pricing#plans">Plans</a>',
      "<Nav.Link href={'/'}>Home</Nav.Link>",
      "const links = [{ name: 'Blog', href: `/pages/blog/single-article?page=2` }];",
      '<ExternalLink href="https://example.com/pages/nope">Elsewhere</ExternalLink>',
      '{ label: "Twitter", link: "//twitter.com/" }',
    ].join("\n");
    expect(exampleLinkProblems({ "a/b/Good.tsx": text }, sitePaths)).toEqual([]);
  });

  it("names the file and the link that leads nowhere", () => {
    const text = [
      'const edit = { label: "Edit", route: "/pages/blog/authors" };',
      '<a href="/pages/company/about-us">About</a>',
      '<RouteLink to="/pages/nope">Nope</RouteLink>',
      "{ name: 'Old', link: '/sections/elements/button' }",
    ].join("\n");
    expect(exampleLinkProblems({ "elements/x/Bad.tsx": text }, sitePaths)).toEqual([
      "elements/x/Bad.tsx: /pages/blog/authors",
      "elements/x/Bad.tsx: /pages/nope",
      "elements/x/Bad.tsx: /sections/elements/button",
    ]);
  });
});
