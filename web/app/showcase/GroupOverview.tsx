import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { pageMeta } from "~/content/meta";
import { pages, showcaseGroups, type ShowcaseGroup } from "~/content/pages";
import { paths, type RouteName } from "~/paths";
import { groupCountLabel } from "./counts";
import { examples } from "./examples";
import { examplesOf } from "./registry";

export interface OverviewPage {
  name: RouteName;
  title: string;
  path: string;
  examples: { id: string; title: string }[];
}

/** The showcase group whose overview is at a path (/sections/<group>). */
export function groupAt(pathname: string): ShowcaseGroup {
  const path = pathname.replace(/\/+$/, "");
  const group = showcaseGroups.find((candidate) => paths[candidate.overview] === path);
  if (!group) throw new Response("Not Found", { status: 404 });
  return group;
}

/** A group's pages and the titles of their examples, read when the page is prerendered. */
export function overviewLoader({ request }: LoaderFunctionArgs): { name: RouteName; pages: OverviewPage[] } {
  const group = groupAt(new URL(request.url).pathname);
  return {
    name: group.overview,
    pages: group.pages.map((name) => ({
      name,
      title: pages[name].title,
      path: paths[name],
      examples: examplesOf(name, examples).map(({ id, title }) => ({ id, title })),
    })),
  };
}

export const overviewMeta: MetaFunction = ({ location }) => pageMeta(groupAt(location.pathname).overview);

/** A group at a glance: each of its pages with the titles of its examples, each linking to its block. */
export function GroupOverview({ name, pages: groupPages }: { name: RouteName; pages: readonly OverviewPage[] }) {
  const group = showcaseGroups.find((candidate) => candidate.overview === name)!;
  return (
    <BaseLayout title={pages[name].title} breadcrumb={[{ label: pages[name].title }]}>
      <p className="lead mb-4">
        {groupCountLabel(group.key)} on {groupPages.length} pages. Each opens with a live preview and its source.
      </p>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 pb-5 group-overview">
        {groupPages.map((page) => (
          <section key={page.name} className="col" aria-labelledby={`overview-${page.name}`}>
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h5 mb-1" id={`overview-${page.name}`}>
                  <Link to={page.path}>{page.title}</Link>
                </h2>
                <p className="text-sm text-soft mb-2">
                  {page.examples.length} {page.examples.length === 1 ? "example" : "examples"}
                </p>
                <ul className="list-unstyled mb-0">
                  {page.examples.map((example) => (
                    <li key={example.id}>
                      <Link to={`${page.path}#${example.id}`}>{example.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        ))}
      </div>
    </BaseLayout>
  );
}

/** The route every group overview is. */
export function GroupOverviewRoute() {
  const data = useLoaderData<typeof overviewLoader>();
  return <GroupOverview name={data.name} pages={data.pages} />;
}
