import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import type { RouteName } from "~/paths";
import { catalogue } from "../examples-catalogue";

// The naming rule of app/examples/README.md: "Kind: what it shows".
const shape = /^(?<kind>[^:]+): (?<shows>[^:]+)$/;
const singular = (word: string) => word.toLowerCase().replace(/s$/, "");
/** A word that is lower case, a number or an acronym (UK, FAQ, 404); hyphenated parts each. */
const sentenceWord = (word: string) => word.split("-").every((part) => part === part.toLowerCase() || /^[A-Z0-9]{2,}$/.test(part));

/** What is wrong with a title on a page, or undefined when it follows the rule. */
function titleProblem(title: string, page: RouteName): string | undefined {
  const match = shape.exec(title);
  if (!match?.groups) return 'is not "Kind: what it shows"';
  const kind = match.groups.kind.split(" ");
  const shows = match.groups.shows.split(" ");
  if (!/^[A-Z]/.test(kind[0]) || !kind.slice(1).every(sentenceWord)) return "has a kind not in sentence case";
  const pageWords = `${pages[page].title} ${pages[page].description}`.split(/[^A-Za-z]+/).filter(Boolean).map(singular);
  if (!pageWords.includes(singular(kind[0]))) return `has a kind that is not its page's (${pages[page].title})`;
  if (!shows.every(sentenceWord)) return "is not in sentence case after the colon";
  if (shows.length > 8 || /[.!?]$/.test(title)) return "says what it shows in more than a few words";
  return undefined;
}

describe("the examples' titles", () => {
  const examples = catalogue();

  it('follow "Kind: what it shows", the kind their page\'s, in sentence case', () => {
    const problems = examples.flatMap((example) => {
      const problem = titleProblem(example.title, example.page);
      return problem ? [`${example.file}: "${example.title}" ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("are unique within their page", () => {
    const seen = new Map<string, string>();
    const clashes = examples.flatMap((example) => {
      const key = `${example.page} ${example.title.toLowerCase()}`;
      const clash = seen.get(key);
      seen.set(key, example.file);
      return clash ? [`${example.file} and ${clash}: "${example.title}"`] : [];
    });
    expect(clashes).toEqual([]);
  });

  it("rule out the styles the rule replaced", () => {
    expect(titleProblem("Header with Background Image", "page-headers")).toBe('is not "Kind: what it shows"');
    expect(titleProblem("Badges Gradient", "el-badges")).toBe('is not "Kind: what it shows"');
    expect(titleProblem("Page header: Background Image", "page-headers")).toBe("is not in sentence case after the colon");
    expect(titleProblem("Page Header: background image", "page-headers")).toBe("has a kind not in sentence case");
    expect(titleProblem("Footer: background image", "page-headers")).toMatch(/not its page's/);
    expect(titleProblem("Page header: headline over a background image", "page-headers")).toBeUndefined();
    expect(titleProblem("Stats: KPI cards with trends", "page-stats")).toBeUndefined();
    expect(titleProblem("Slider: range with two handles", "el-progress-bars")).toBeUndefined();
  });
});
