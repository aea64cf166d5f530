import { registryItemSchema, registrySchema } from "shadcn/schema";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { examples } from "~/catalogue/examples";
import { buildRegistry, registryIndex, type Registry } from "../pipeline/registry/registry-items";
import type { RegistryIndex, RegistryItem } from "../registry-item";

/** What a schema accepts, by the Standard Schema interface zod's schemas carry. */
type InputOf<Schema extends { "~standard": { types?: { input: unknown } } }> = NonNullable<Schema["~standard"]["types"]>["input"];

/** Each problem shadcn's schema finds, as `<path>: <message>`; none for what it accepts. */
function problems(schema: typeof registryItemSchema | typeof registrySchema, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const homepage = "https://ukguide.example";
let registry: Registry;
let items: RegistryItem[];
beforeAll(() => {
  registry = buildRegistry(examples, homepage);
  items = [...registry.examples.map(({ item }) => item), ...registry.parts, registry.theme, ...registry.themes];
});

describe("the registry against shadcn's published schema (shadcn/schema)", () => {
  it("types an item as a kind of what the schema accepts", () => {
    expectTypeOf<RegistryItem>().toExtend<InputOf<typeof registryItemSchema>>();
    expectTypeOf<RegistryIndex>().toExtend<InputOf<typeof registrySchema>>();
  });

  it("accepts every item, as /r/<name>.json serves it", () => {
    expect(items.length).toBeGreaterThan(examples.length);
    for (const item of items) expect(problems(registryItemSchema, item), item.name).toEqual([]);
  });

  it("accepts the index, as /r/registry.json serves it", () => {
    const index: RegistryIndex = registryIndex(registry);
    expect(index.items).toHaveLength(items.length);
    expect(problems(registrySchema, index)).toEqual([]);
  });

  it("refuses an item of a type shadcn does not know, or a file with no target", () => {
    const item = registry.examples[0].item;
    expect(problems(registryItemSchema, { ...item, type: "registry:example-card" })).toEqual([expect.stringMatching(/^type: /)]);
    const [first, ...rest] = item.files;
    expect(problems(registryItemSchema, { ...item, files: [{ ...first, target: undefined }, ...rest] })).toEqual([expect.stringMatching(/^files\.0\.target: /)]);
    expect(problems(registrySchema, { ...registryIndex(registry), items: [{ ...item, type: "registry:example-card" }] })).not.toEqual([]);
  });
});
