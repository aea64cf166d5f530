import "~/styles/showcase.scss";
import { useLocation, type MetaFunction } from "react-router";
import { documentTitle } from "~/shell/meta";
import { pages } from "~/content/pages";
import { previewPath } from "~/paths";
import { PreviewBoundary } from "~/showcase/PreviewBoundary";
import { examples } from "~/catalogue/examples";
import type { ExampleMeta } from "~/catalogue/exampleMeta";
import { exampleComponents, MissingExample } from "~/showcase/exampleComponent";
import { NotFoundContent, meta as notFoundMeta } from "./not-found";
import { ExamplesTheme } from "~/theme/ExamplesTheme";

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
  const Example = exampleComponents[example.file] ?? MissingExample;
  return (
    <main id="content" tabIndex={-1} className="example-standalone" aria-label={`${example.title} example`}>
      <h1 className="visually-hidden">{example.title}</h1>
      <ExamplesTheme />
      <PreviewBoundary>
        <Example />
      </PreviewBoundary>
    </main>
  );
}
