import { lazy, Suspense, type ComponentType } from "react";
import { Scope } from "~/components/Scope";
import { exampleIdOf } from "./exampleId";

// Each example's code is a chunk of its own, loaded by the page that shows it (pipeline/pages/defer-hydration.ts
// preloads it there). The prerender waits for every chunk (entry.server.tsx), so the HTML holds each
// example whole; in the browser its prerendered markup stays until its chunk has loaded and hydrated.
const modules = import.meta.glob<{ default: ComponentType }>("../examples/*/*/*.tsx");

function loadingExample(id: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Example = lazy(load);
  return function LoadedExample() {
    // In the Scope an installed example renders itself in, so its overlays open as they will there.
    return (
      <Scope name={id}>
        <Suspense fallback={null}>
          <Example />
        </Suspense>
      </Scope>
    );
  };
}

/** Every example's component by its file (relative to app/examples), made once: each loads its own code. */
export const exampleComponents: Record<string, ComponentType | undefined> = Object.fromEntries(
  Object.entries(modules).map(([key, load]) => {
    const file = key.replace("../examples/", "");
    return [file, loadingExample(exampleIdOf(file), load)];
  }),
);

export function MissingExample() {
  return <p className="example-missing">This example could not be found.</p>;
}
