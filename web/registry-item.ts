// What the registry publishes at /r/<name>.json: one shadcn registry item, in the narrow form this
// site uses (an item of files installed under src/ukguide/). pipeline/registry/registry-items.ts writes it and the
// registry check (registry-check/) reads it; test/registry-schema.test.ts holds it to shadcn's schema.

/** A file an item installs, at target in the user's app; content is left out of the index. */
export interface RegistryFile {
  path: string;
  type: "registry:file";
  target: string;
  content?: string;
}

/** Where an example is shown on the site and what its install brings, as its Code tab lists it. */
export interface RegistryItemMeta {
  group: string;
  page: string;
  preview: string;
  /** Whether the example has an HTML form (/html/<id>), and whether that needs /kit/ukguide.js. */
  html: boolean;
  htmlScript: boolean;
  source: string;
  installs?: string[];
}

export interface RegistryItem {
  $schema?: string;
  name: string;
  type: "registry:item";
  title: string;
  description: string;
  /** npm packages as name@version. */
  dependencies?: string[];
  /** Other items of this registry, by their full URL. */
  registryDependencies?: string[];
  files: RegistryFile[];
  docs?: string;
  meta?: RegistryItemMeta;
}

/** /r/registry.json: every item, without file contents. */
export interface RegistryIndex {
  $schema: string;
  name: string;
  homepage: string;
  items: RegistryItem[];
}
