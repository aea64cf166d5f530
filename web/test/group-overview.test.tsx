import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Navbar } from "~/shell/Navbar";
import { pages, showcaseGroups } from "~/content/pages";
import { paths } from "~/paths";
import { GroupOverview, groupAt, overviewLoader } from "~/showcase/GroupOverview";
import { exampleCounts } from "~/catalogue/counts";
import { examples } from "~/catalogue/examples";
import pictureManifest from "~/showcase/pictures.json";
import { renderWithRouter } from "./render";

const loaderAt = (path: string) => overviewLoader({ request: new Request(`http://x${path}`), params: {}, context: {} } as never);

describe("a group's overview page", () => {
  it("lists every page of the group with a card per example, each linking to its block", () => {
    for (const group of showcaseGroups) {
      const data = loaderAt(paths[group.overview]);
      expect(data.pages.map((page) => page.name)).toEqual(group.pages);
      expect(data.pages.flatMap((page) => page.examples).length).toBe(exampleCounts[group.key]);
    }
    const data = loaderAt("/sections/elements/");
    renderWithRouter(<GroupOverview {...data} />, { path: paths["sections-elements"] });
    expect(screen.getByRole("heading", { level: 1, name: "Elements" })).toBeInTheDocument();
    const buttons = screen.getByRole("region", { name: "Buttons" });
    expect(within(buttons).getByRole("heading", { level: 2, name: "Buttons" })).toBeInTheDocument();
    expect(within(buttons).getByRole("link", { name: "Buttons" })).toHaveAttribute("href", paths["el-buttons"]);
    expect(screen.getAllByRole("region")).toHaveLength(showcaseGroups.find((group) => group.key === "elements")!.pages.length);
    // One link per example, to its block.
    const anchors = screen.getAllByRole("link").map((link) => link.getAttribute("href")).filter((href) => href?.includes("#"));
    expect(anchors).toEqual(examples.filter((example) => example.group === "elements").map((example) => `${paths[example.page]}#${example.id}`));
  });

  it("shows each example's picture in both colour modes, sized before it loads and loaded as it nears the screen, and its title", () => {
    const data = loaderAt("/sections/elements");
    renderWithRouter(<GroupOverview {...data} />, { path: paths["sections-elements"] });
    const gradient = examples.find((example) => example.id === "buttons-gradient")!;
    const taken = pictureManifest.pictures[gradient.id as keyof typeof pictureManifest.pictures];
    // Both are in the page; the stylesheet shows the one of the page's mode (the browser suite checks which).
    const pictures = within(screen.getByRole("region", { name: "Buttons" })).getAllByRole("img", { name: gradient.title });
    expect(pictures.map((picture) => picture.getAttribute("src"))).toEqual([`/assets/pictures/${taken.light}`, `/assets/pictures/${taken.dark}`]);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute("width", "480");
      expect(picture).toHaveAttribute("height", "300");
      expect(picture).toHaveAttribute("loading", "lazy");
    }
    const link = pictures[0].closest("a")!;
    expect(pictures[1].closest("a")).toBe(link);
    expect(link).toHaveAttribute("href", `${paths["el-buttons"]}#buttons-gradient`);
    expect(link).toHaveTextContent(gradient.title);
  });

  it("shows an example without pictures yet as a named placeholder of the same size", () => {
    const data = loaderAt("/sections/elements");
    const pages = data.pages.map((page) => ({ ...page, examples: page.examples.map(({ pictures: _pictures, ...example }) => example) }));
    renderWithRouter(<GroupOverview {...data} pages={pages} />, { path: paths["sections-elements"] });
    const gradient = examples.find((example) => example.id === "buttons-gradient")!;
    const placeholder = screen.getByRole("img", { name: gradient.title });
    expect(placeholder.tagName).toBe("SPAN");
    expect(placeholder).toHaveClass("overview-picture");
    expect(placeholder.closest("a")).toHaveAttribute("href", `${paths["el-buttons"]}#buttons-gradient`);
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
