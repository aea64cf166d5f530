import "~/styles/showcase.scss";
import type { ComponentType } from "react";
import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/components/BaseLayout";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { pageMeta } from "~/content/meta";
import { pages } from "~/content/pages";
import type { RouteName } from "~/routes";
import { ExampleBlock } from "./ExampleBlock";
import { examplesOf } from "./registry";

/** The modules of a page's example files, as `import.meta.glob(..., { eager: true })` gives them. */
export type ExampleModules = Record<string, { default: ComponentType }>;

/** The meta (title, description) of a showcase page. */
export const showcaseMeta = (name: RouteName): MetaFunction => () => pageMeta(name);

/** A showcase page: title, breadcrumb rooted at its group, then one block per registered example. */
export function ShowcasePage({ name, modules }: { name: RouteName; modules: ExampleModules }) {
  const components = Object.fromEntries(
    Object.entries(modules).map(([key, module]) => [key.slice(key.indexOf("/examples/") + "/examples/".length), module.default]),
  );
  return (
    <BaseLayout title={pages[name].title} breadcrumb={breadcrumbFor(name)}>
      {examplesOf(name).map((example) => (
        <ExampleBlock key={example.id} example={example} Preview={components[example.file]} />
      ))}
    </BaseLayout>
  );
}
