import { describe, expect, it } from "vitest";
import { breadcrumbFor } from "~/content/breadcrumbs";
import { showcaseGroups } from "~/content/pages";
import { paths } from "~/paths";

describe("showcase breadcrumbs", () => {
  it("root where the specification's showcase table says", () => {
    expect(breadcrumbFor("page-headers")).toEqual([{ label: "Page Sections", route: "/sections/page-sections/page-headers" }, { label: "Page Headers" }]);
    expect(breadcrumbFor("page-pricing")[0]).toEqual({ label: "Page Sections", route: "/sections/page-sections/pricing" });
    expect(breadcrumbFor("page-faq")[0]).toEqual({ label: "Page Sections", route: "#" });
  });

  it("root every other showcase page at its group's first page", () => {
    for (const group of showcaseGroups) {
      for (const name of group.pages.filter((page) => page !== "page-pricing" && page !== "page-faq")) {
        expect(breadcrumbFor(name), name).toEqual([{ label: group.label, route: paths[group.pages[0]] }, expect.objectContaining({})]);
      }
    }
  });
});
