import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BaseLayout } from "~/shell/layouts/BaseLayout";
import { pageMeta } from "~/shell/meta";
import { pages, showcaseGroups, type ShowcaseGroup } from "~/content/pages";
import { paths, type RouteName } from "~/paths";
import { groupCountLabel } from "~/catalogue/counts";
import { examples } from "~/catalogue/examples";
import pictureManifest from "./pictures.json";
import { countByPage, examplesOf, type PageCounts } from "~/catalogue/exampleMeta";
import { CatalogueNav } from "./CatalogueNav";

/** An example's pictures in light and dark mode, as /assets/pictures/ names them (scripts/pictures.mjs takes them). */
interface ExamplePictures {
  light: string;
  dark: string;
}

export interface OverviewPage {
  name: RouteName;
  title: string;
  path: string;
  examples: { id: string; title: string; pictures?: ExamplePictures }[];
}

/** The showcase group whose overview is at a path (/sections/<group>). */
export function groupAt(pathname: string): ShowcaseGroup {
  const path = pathname.replace(/\/+$/, "");
  const group = showcaseGroups.find((candidate) => paths[candidate.overview] === path);
  if (!group) throw new Response("Not Found", { status: 404 });
  return group;
}

/**
 * A group's pages and their examples' titles and pictures, read when the page is prerendered (so the list of every
 * picture stays out of the browser's code), and the size every picture is taken at (16:10), given to each <img> so
 * nothing moves as they load.
 */
export function overviewLoader({ request }: LoaderFunctionArgs): {
  name: RouteName;
  pages: OverviewPage[];
  pictureSize: { width: number; height: number };
  counts: PageCounts;
} {
  const group = groupAt(new URL(request.url).pathname);
  const pictures: Record<string, ExamplePictures | undefined> = pictureManifest.pictures;
  return {
    name: group.overview,
    counts: countByPage(examples),
    pictureSize: { width: pictureManifest.size.width, height: pictureManifest.size.height },
    pages: group.pages.map((name) => ({
      name,
      title: pages[name].title,
      path: paths[name],
      examples: examplesOf(name, examples).map(({ id, title }) => {
        const taken = pictures[id];
        return { id, title, ...(taken && { pictures: { light: taken.light, dark: taken.dark } }) };
      }),
    })),
  };
}

export const overviewMeta: MetaFunction = ({ location }) => pageMeta(groupAt(location.pathname).overview);

/**
 * A group at a glance, beside the catalogue's side navigation: each of its pages (its heading links to it) with a
 * card per example, its picture in the page's colour mode and its title, linking to its block. Pictures load as they
 * near the screen.
 */
export function GroupOverview({
  name,
  pages: groupPages,
  pictureSize,
  counts,
}: {
  name: RouteName;
  pages: readonly OverviewPage[];
  pictureSize: { width: number; height: number };
  counts: PageCounts;
}) {
  const group = showcaseGroups.find((candidate) => candidate.overview === name)!;
  return (
    <BaseLayout title={pages[name].title} breadcrumb={[{ label: pages[name].title }]} aside={<CatalogueNav current={name} counts={counts} />}>
      <p className="lead mb-4">
        {groupCountLabel(group.key)} on {groupPages.length} pages. Each opens with a live preview and its source.
      </p>
      <div className="pb-5">
        {groupPages.map((page) => (
          <section key={page.name} className="mb-5" aria-labelledby={`overview-${page.name}`}>
            <div className="d-flex flex-wrap align-items-baseline mb-3">
              <h2 className="h4 mb-0 me-3" id={`overview-${page.name}`}>
                <Link to={page.path}>{page.title}</Link>
              </h2>
              <p className="text-sm text-soft mb-0">
                {page.examples.length} {page.examples.length === 1 ? "example" : "examples"}
              </p>
            </div>
            <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3 g-lg-4 list-unstyled mb-0">
              {page.examples.map((example) => (
                <li key={example.id} className="col">
                  <Link to={`${page.path}#${example.id}`} className="card h-100 overview-example">
                    {example.pictures ? (
                      (["light", "dark"] as const).map((mode) => (
                        <img
                          key={mode}
                          className={`card-img-top overview-picture overview-picture-${mode}`}
                          src={`/assets/pictures/${example.pictures![mode]}`}
                          alt={example.title}
                          width={pictureSize.width}
                          height={pictureSize.height}
                          loading="lazy"
                          decoding="async"
                        />
                      ))
                    ) : (
                      <span className="card-img-top overview-picture" role="img" aria-label={example.title} />
                    )}
                    {/* The picture names the link; its title is for the eye. */}
                    <span className="card-body overview-example-title" aria-hidden="true">
                      {example.title}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BaseLayout>
  );
}

/** The route every group overview is. */
export function GroupOverviewRoute() {
  const data = useLoaderData<typeof overviewLoader>();
  return <GroupOverview {...data} />;
}
