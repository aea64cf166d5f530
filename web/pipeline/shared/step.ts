// What each entry of the step list (index.ts) says, by when it runs.
import type { PluginOption } from "vite";
import type { Build } from "./build-folder";

interface StepInfo {
  name: string;
  /** The step's code, from web/ (or the Makefile's target). */
  module: string;
  reads: string;
  writes: string;
  /** Where its behaviour is tested, from web/. */
  test: string;
}
/** A Vite plugin, run while Vite bundles the site (in the order of this list). */
interface BundleStep extends StepInfo {
  when: "bundle";
  plugin: () => PluginOption;
}
/** Run by React Router's buildEnd once every page is prerendered; returns what it did, for the log. */
interface AfterPrerenderStep extends StepInfo {
  when: "after prerender";
  run: (build: Build) => void | string | Promise<void | string>;
}
/** Run by the Makefile once `npm run build` is done. */
interface MakeStep extends StepInfo {
  when: "make";
}
export type Step = BundleStep | AfterPrerenderStep | MakeStep;
