import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BaseLayout } from "~/shell/layouts/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/shell/meta";
import { pages } from "~/content/pages";
import { paths, type RouteName } from "~/paths";
import { ExampleBlock } from "./ExampleBlock";
import { exampleComponents } from "./exampleComponent";
import { examples } from "~/catalogue/examples";
import { examplesOf, type ExampleMeta } from "~/catalogue/exampleMeta";
import { ExamplesThemeBar } from "~/theme/ExamplesTheme";
import { useHashBlock } from "./useHashBlock";

/** The showcase page at a path: every path under /sections/ names one (routes.ts). */
function showcaseAt(pathname: string): RouteName {
  const path = pathname.replace(/\/+$/, "");
  const name = (Object.keys(paths) as RouteName[]).find((route) => paths[route] === path && path.startsWith("/sections/"));
  if (!name) throw new Response("Not Found", { status: 404 });
  return name;
}

/** The page and its examples, read when the page is prerendered: the browser gets this page's list only. */
export function showcaseLoader({ request }: LoaderFunctionArgs): { name: RouteName; examples: ExampleMeta[] } {
  const name = showcaseAt(new URL(request.url).pathname);
  return { name, examples: examplesOf(name, examples) };
}

/** The meta (title, description) of the showcase page being shown. */
export const showcaseMeta: MetaFunction = ({ location }) => pageMeta(showcaseAt(location.pathname));

/** A showcase page: title, breadcrumb rooted at its group, then one block per example of its folder. */
function ShowcasePage({ name, examples }: { name: RouteName; examples: readonly ExampleMeta[] }) {
  useHashBlock();
  return (
    <BaseLayout title={pages[name].title} breadcrumb={breadcrumbFor(name)}>
      <ExamplesThemeBar />
      {examples.map((example) => (
        <ExampleBlock key={example.id} example={example} Preview={exampleComponents[example.file]} />
      ))}
    </BaseLayout>
  );
}

/** The route every showcase page is. */
export function ShowcaseRoute() {
  const { name, examples } = useLoaderData<typeof showcaseLoader>();
  return <ShowcasePage name={name} examples={examples} />;
}
