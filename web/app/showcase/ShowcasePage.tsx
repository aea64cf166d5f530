import type { ComponentType } from "react";
import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import type { RouteName } from "~/routes";
import { ExampleBlock } from "./ExampleBlock";
import { examplesOf, type ExampleMeta } from "./registry";

/** The modules of a page's example files, as `import.meta.glob(..., { eager: true })` gives them. */
export type ExampleModules = Record<string, { default: ComponentType }>;

/** The meta (title, description) of a showcase page. */
export const showcaseMeta = (name: RouteName): MetaFunction => () => pageMeta(name);

/** An example's component among its page's modules (keyed by path, ending in /examples/<file>). */
export function exampleComponent(modules: ExampleModules, example: Pick<ExampleMeta, "file">): ComponentType | undefined {
  const key = Object.keys(modules).find((path) => path.endsWith(`/examples/${example.file}`));
  return key ? modules[key].default : undefined;
}

/** A showcase page: title, breadcrumb rooted at its group, then one block per registered example. */
export function ShowcasePage({ name, modules }: { name: RouteName; modules: ExampleModules }) {
  return (
    <BaseLayout title={pages[name].title} breadcrumb={breadcrumbFor(name)}>
      {examplesOf(name).map((example) => (
        <ExampleBlock key={example.id} example={example} Preview={exampleComponent(modules, example)} />
      ))}
    </BaseLayout>
  );
}
