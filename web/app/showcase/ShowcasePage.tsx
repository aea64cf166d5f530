import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BaseLayout } from "~/shell/layouts/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/shell/meta";
import { pages, showcaseGroups } from "~/content/pages";
import { paths, type RouteName } from "~/paths";
import { ExampleBlock } from "./ExampleBlock";
import { exampleComponents } from "./exampleComponent";
import { examples } from "~/catalogue/examples";
import { countByPage, examplesOf, type ExampleMeta, type PageCounts } from "~/catalogue/exampleMeta";
import { ExamplesThemeBar } from "~/theme/ExamplesTheme";
import { useHashBlock } from "./useHashBlock";
import { CatalogueNav } from "./CatalogueNav";

/** A link to the page before or after this one, its group named. */
interface PageStep {
  rel: "prev" | "next";
  label: string;
  title: string;
  path: string;
}

/** From this many examples on, a page lists them at its top. */
const longPage = 6;

/** The showcase page at a path: every path under /sections/ names one (routes.ts). */
function showcaseAt(pathname: string): RouteName {
  const path = pathname.replace(/\/+$/, "");
  const name = (Object.keys(paths) as RouteName[]).find((route) => paths[route] === path && path.startsWith("/sections/"));
  if (!name) throw new Response("Not Found", { status: 404 });
  return name;
}

/**
 * The page and its examples, and every page's count for the side navigation, read when the page is prerendered:
 * the browser gets this page's list only.
 */
export function showcaseLoader({ request }: LoaderFunctionArgs): {
  name: RouteName;
  examples: ExampleMeta[];
  counts: PageCounts;
  steps: PageStep[];
} {
  const name = showcaseAt(new URL(request.url).pathname);
  // Every showcase page in the order the groups list them: previous and next cross from one group to the next.
  const sequence = showcaseGroups.flatMap((group) => group.pages.map((page) => ({ name: page, group: group.label })));
  const index = sequence.findIndex((entry) => entry.name === name);
  const step = (rel: PageStep["rel"], word: string, entry: (typeof sequence)[number] | undefined): PageStep[] =>
    entry ? [{ rel, label: `${word} · ${entry.group}`, title: pages[entry.name].title, path: paths[entry.name] }] : [];
  return {
    name,
    examples: examplesOf(name, examples),
    counts: countByPage(examples),
    steps: [...step("prev", "Previous", sequence[index - 1]), ...step("next", "Next", sequence[index + 1])],
  };
}

/** The meta (title, description) of the showcase page being shown. */
export const showcaseMeta: MetaFunction = ({ location }) => pageMeta(showcaseAt(location.pathname));

/**
 * A showcase page: the catalogue's side navigation, title, breadcrumb rooted at its group, a long page's list of
 * its examples, one block per example of its folder, then the previous and next pages.
 */
function ShowcasePage({ name, examples, counts, steps }: ReturnType<typeof showcaseLoader>) {
  useHashBlock();
  return (
    <BaseLayout title={pages[name].title} breadcrumb={breadcrumbFor(name)} aside={<CatalogueNav current={name} counts={counts} />}>
      <ExamplesThemeBar />
      <OnThisPage examples={examples} />
      {examples.map((example) => (
        <ExampleBlock key={example.id} example={example} Preview={exampleComponents[example.file]} />
      ))}
      <PageSteps steps={steps} />
    </BaseLayout>
  );
}

/** The links to the page before and after this one in the catalogue (the next at the end, alone or not). */
function PageSteps({ steps }: { steps: readonly PageStep[] }) {
  return (
    <nav className="page-steps" aria-label="Previous and next page">
      {steps.map((step) => (
        <Link key={step.rel} className={`page-step page-step-${step.rel}`} to={step.path} rel={step.rel}>
          <span className="page-step-label">{step.label}</span>
          <span className="page-step-title">{step.title}</span>
        </Link>
      ))}
    </nav>
  );
}

/** On a long page, its examples' titles linking to their blocks, folded until opened. */
function OnThisPage({ examples }: { examples: readonly Pick<ExampleMeta, "id" | "title">[] }) {
  if (examples.length < longPage) return null;
  return (
    <nav className="on-this-page" aria-label="On this page">
      <details>
        <summary>On this page: {examples.length} examples</summary>
        <ol>
          {examples.map((example) => (
            <li key={example.id}>
              <a href={`#${example.id}`}>{example.title}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}

/** The route every showcase page is. */
export function ShowcaseRoute() {
  return <ShowcasePage {...useLoaderData<typeof showcaseLoader>()} />;
}
