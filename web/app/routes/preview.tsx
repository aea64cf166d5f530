import "~/styles/showcase.scss";
import { lazy, Suspense } from "react";
import { useLocation, type MetaFunction } from "react-router";
import { documentTitle } from "~/content/meta";
import { pages } from "~/content/pages";
import { previewPath } from "~/routes";
import { PreviewBoundary } from "~/showcase/PreviewBoundary";
import { examples, type ExampleMeta } from "~/showcase/registry";
import { exampleComponent, type ExampleModules } from "~/showcase/ShowcasePage";
import { NotFoundContent, meta as notFoundMeta } from "./not-found";

// An example loads with its showcase page's module (one chunk per page, as the
// page itself loads it), so previews add no chunk and no route-manifest entry.
const pageModules = import.meta.glob<{ modules: ExampleModules }>("./showcase/*.tsx");
const exampleComponents = Object.fromEntries(
  examples.map((example) => [
    example.id,
    lazy(async () => {
      const { modules } = await pageModules[`./showcase/${example.page}.tsx`]();
      return { default: exampleComponent(modules, example) ?? Missing };
    }),
  ]),
);

function Missing() {
  return <p className="example-missing">This example could not be found.</p>;
}

function exampleAt(pathname: string): ExampleMeta | undefined {
  const path = pathname.replace(/\/+$/, "");
  return examples.find((example) => previewPath(example) === path);
}

export const meta: MetaFunction = (args) => {
  const example = exampleAt(args.location.pathname);
  if (!example) return notFoundMeta(args);
  return [
    { title: documentTitle(`${example.title} · ${pages[example.page].title} preview`) },
    { name: "description", content: `The ${example.title} example on its own, as the showcase's responsive preview shows it.` },
    // The showcase page is the one to find; this is its example's frame.
    { name: "robots", content: "noindex" },
  ];
};

/**
 * One showcase example alone on its page, at `/preview/<group>/<page>/<id>`:
 * what a preview frame shows at a chosen width, and what "Open in new tab" opens.
 * Prerendered whole (the build waits for the example's code), so it shows
 * without JavaScript too.
 */
export default function Preview() {
  const example = exampleAt(useLocation().pathname);
  if (!example) return <NotFoundContent />;
  const Example = exampleComponents[example.id];
  return (
    <main id="content" tabIndex={-1} className="example-standalone" aria-label={`${example.title} example`}>
      <h1 className="visually-hidden">{example.title}</h1>
      <PreviewBoundary>
        <Suspense fallback={null}>
          <Example />
        </Suspense>
      </PreviewBoundary>
    </main>
  );
}
