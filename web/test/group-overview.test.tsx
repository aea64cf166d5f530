import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Navbar } from "~/components/Navbar";
import { pages, showcaseGroups } from "~/content/pages";
import { paths } from "~/paths";
import { GroupOverview, groupAt, overviewLoader } from "~/showcase/GroupOverview";
import { exampleCounts } from "~/showcase/counts";
import { examples } from "~/showcase/examples";
import { renderWithRouter } from "./render";

const loaderAt = (path: string) => overviewLoader({ request: new Request(`http://x${path}`), params: {}, context: {} } as never);

describe("a group's overview page", () => {
  it("lists every page of the group with every example's title, each linking to its block", () => {
    for (const group of showcaseGroups) {
      const data = loaderAt(paths[group.overview]);
      expect(data.pages.map((page) => page.name)).toEqual(group.pages);
      expect(data.pages.flatMap((page) => page.examples).length).toBe(exampleCounts[group.key]);
    }
    const data = loaderAt("/sections/elements/");
    renderWithRouter(<GroupOverview {...data} />, { path: paths["sections-elements"] });
    expect(screen.getByRole("heading", { level: 1, name: "Elements" })).toBeInTheDocument();
    const buttons = screen.getByRole("region", { name: "Buttons" });
    expect(within(buttons).getByRole("link", { name: "Buttons" })).toHaveAttribute("href", paths["el-buttons"]);
    const gradient = examples.find((example) => example.id === "buttons-gradient")!;
    expect(within(buttons).getByRole("link", { name: gradient.title })).toHaveAttribute("href", `${paths["el-buttons"]}#buttons-gradient`);
    expect(screen.getAllByRole("region")).toHaveLength(showcaseGroups.find((group) => group.key === "elements")!.pages.length);
  });

  it("answers 404 for a path that is no group", () => {
    let thrown: unknown;
    try {
      groupAt("/sections/nothing");
    } catch (response) {
      thrown = response;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("is linked from each group's heading in the Visas menu", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    await user.click(screen.getByRole("button", { name: "Visas" }));
    for (const group of showcaseGroups) {
      const link = screen.getByRole("link", { name: new RegExp(`^\\d+ ${group.unit}$`) });
      expect(link).toHaveAttribute("href", paths[group.overview]);
      expect(pages[group.overview].title).toBe(group.label);
    }
  });
});
