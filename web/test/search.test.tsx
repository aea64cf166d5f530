import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { paths, type RouteName } from "~/paths";
import { SearchButton } from "~/shell/SearchButton";
import { buildSearchIndex, searchEntries, searchIndex } from "~/search/searchIndex";
import { examples } from "~/catalogue/examples";
import { renderWithRouter } from "./render";

describe("the search index", () => {
  it("holds every page by title and every example at its anchor", () => {
    for (const name of Object.keys(paths) as RouteName[]) {
      expect(searchIndex).toContainEqual(expect.objectContaining({ kind: "page", title: pages[name].title, to: paths[name] }));
    }
    for (const example of examples) {
      expect(searchIndex).toContainEqual(
        expect.objectContaining({ kind: "example", title: example.title, to: `${paths[example.page]}#${example.id}` }),
      );
    }
    expect(new Set(searchIndex.map((entry) => entry.key)).size).toBe(searchIndex.length);
  });

  it("finds 'gradient button' first at the gradient buttons block, whatever the word order", () => {
    for (const query of ["gradient button", "Button  Gradient", "grad butt"]) {
      expect(searchEntries(query)[0]).toMatchObject({
        title: "Buttons: gradient",
        to: "/sections/elements/buttons#buttons-gradient",
      });
    }
  });

  it("matches an example by its group, page and id too, and a page by its group", () => {
    const [example] = buildSearchIndex([
      { id: "zz-odd-id", title: "Plain", group: "navigation", page: "navigation-pagination", file: "x.tsx" },
    ]).filter((entry) => entry.kind === "example");
    const index = [example];
    expect(searchEntries("navigation pagination", index)).toEqual([example]);
    expect(searchEntries("odd-id", index)).toEqual([example]);
    expect(searchEntries("plain missing", index)).toEqual([]);
    expect(searchEntries("support privacy").map((entry) => entry.to)).toContain(paths.privacy);
  });

  it("matches an example by the keywords its meta gives", () => {
    const entries = buildSearchIndex([
      { id: "hero-one", title: "Plain", group: "page-sections", page: "page-headers", file: "x.tsx", keywords: ["Splash", "banner"] },
    ]).filter((entry) => entry.kind === "example");
    expect(searchEntries("splash", entries)).toEqual(entries);
    expect(searchEntries("banner plain", entries)).toEqual(entries);
    expect(searchEntries("toast", entries)).toEqual([]);
  });

  it("finds examples and pages by the words people use", () => {
    const found = (query: string) => searchEntries(query).map((entry) => entry.to);
    expect(found("hero")).toContain(paths["page-headers"]);
    expect(found("hero").filter((to) => to.startsWith(`${paths["page-headers"]}#`)).length).toBeGreaterThanOrEqual(3);
    for (const name of ["signin-basic", "signin-cover", "signin-illustration", "signin-simple"] as const) {
      expect(found("login")).toContain(paths[name]);
    }
    expect(found("toast").some((to) => to.startsWith(`${paths["ac-notifications"]}#`))).toBe(true);
    for (const query of ["date picker", "datepicker"]) {
      expect(found(query)).toContain(`${paths["inputareas-inputs"]}#inputs-date`);
      expect(found(query)).toContain(paths.rental);
    }
    expect(found("cta").some((to) => to.startsWith(`${paths["page-cta"]}#`))).toBe(true);
  });

  it("covers the guide: visa topics, call-outs and footer links, each once, leading to official guidance", () => {
    const guide = (query: string) => searchEntries(query).filter((entry) => entry.kind === "guide");
    expect(guide("spouse visa")[0]).toMatchObject({ title: "Spouse Visa", to: "https://www.gov.uk/uk-family-visa/partner-spouse" });
    expect(guide("skilled worker")[0]).toMatchObject({ title: "Skilled Worker Visa" });
    expect(guide("visa").length).toBeGreaterThanOrEqual(7);
    expect(guide("settlement").map((entry) => entry.title)).toContain("EU settlement");
    expect(guide("forms").map((entry) => entry.title)).toContain("Go to the forms");
    const addresses = searchIndex.filter((entry) => entry.kind === "guide").map((entry) => entry.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(address).toMatch(/^https:\/\//);
  });

  it("ranks title matches above matches elsewhere, and an empty query finds nothing", () => {
    const results = searchEntries("buttons");
    const firstOther = results.findIndex((entry) => !entry.title.toLowerCase().includes("buttons"));
    const lastTitled = results.findLastIndex((entry) => entry.title.toLowerCase().includes("buttons"));
    expect(firstOther === -1 || firstOther > lastTitled).toBe(true);
    expect(searchEntries("   ")).toEqual([]);
  });
});

/** The navbar's search button on a page, beside a text field, with the buttons page as a route. */
function renderSearch() {
  const user = userEvent.setup();
  const buttonsPage = (
    <section id="buttons-gradient">
      <h2>
        <a href="#buttons-gradient">Buttons: gradient</a>
      </h2>
    </section>
  );
  const page = (
    <main>
      <SearchButton />
      <label>
        Notes <input type="text" />
      </label>
      <a href="/elsewhere">Elsewhere</a>
    </main>
  );
  const rendered = renderWithRouter(page, { routes: [{ path: paths["el-buttons"], element: buttonsPage }] });
  return { user, ...rendered };
}

// The first opening loads the dialog module, which takes a while under test.
beforeAll(() => {
  // jsdom has <dialog> without its methods: open and close it as a browser would, minus the top layer.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

const searchName = /^Search( Search)?$/;
const findDialog = () => screen.findByRole("dialog", { name: "Search" }, { timeout: 10_000 });

describe("the search dialog", () => {
  it("opens from its button as a labelled modal dialog with a combobox and listbox", async () => {
    const { user } = renderSearch();
    // jsdom applies no stylesheet, so both the narrow-screen word and the wide-screen one are in the name
    // here; the browser test checks the name is exactly "Search" at 375 and 1440 px.
    const button = screen.getByRole("button", { name: searchName });
    expect(button).not.toHaveAttribute("aria-label");
    expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K /");
    expect(button).toHaveTextContent("Ctrl K");
    await user.click(button);
    const dialog = await findDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const input = within(dialog).getByRole("combobox", { name: "Search pages and examples" });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog).getByRole("status")).toHaveTextContent(/Type to search \d+ pages, the guide.s topics and \d+ examples/);

    await user.type(input, "gradient button");
    expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = within(dialog).getByRole("listbox");
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    const options = within(listbox).getAllByRole("option");
    expect(options[0]).toHaveTextContent("Buttons: gradient");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[0].id);

    await user.clear(input);
    await user.type(input, "no such thing");
    expect(within(dialog).getByRole("status")).toHaveTextContent("No results for “no such thing”.");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");
  });

  it("opens on Ctrl+K and Cmd+K anywhere, and on '/' outside text fields; Esc closes and gives focus back", async () => {
    const { user } = renderSearch();
    const elsewhere = screen.getByRole("link", { name: "Elsewhere" });
    elsewhere.focus();
    await user.keyboard("{Control>}k{/Control}");
    const input = within(await findDialog()).getByRole("combobox");
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(elsewhere).toHaveFocus();

    await user.keyboard("{Meta>}k{/Meta}");
    await findDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const notes = screen.getByRole("textbox", { name: "Notes" });
    await user.click(notes);
    await user.keyboard("/");
    expect(notes).toHaveValue("/");
    expect(screen.queryByRole("dialog")).toBeNull();

    elsewhere.focus();
    await user.keyboard("/");
    await findDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(elsewhere).toHaveFocus();
  });

  it("moves the active option with the arrow keys, wrapping at both ends", async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole("button", { name: searchName }));
    const dialog = await findDialog();
    const input = within(dialog).getByRole("combobox");
    await user.type(input, "buttons");
    const options = within(dialog).getAllByRole("option");
    expect(options.length).toBeGreaterThan(2);
    const active = () => document.getElementById(input.getAttribute("aria-activedescendant")!);

    expect(active()).toBe(options[0]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(active()).toBe(options[2]);
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    expect(options[0]).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{ArrowUp}");
    expect(active()).toBe(options[1]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(active()).toBe(options.at(-1));
    await user.keyboard("{ArrowDown}");
    expect(active()).toBe(options[0]);
  });

  it("goes to an example's page and anchor on Enter, in the app, with focus on the block's link", async () => {
    const { user, router } = renderSearch();
    await user.keyboard("{Control>}k{/Control}");
    const input = within(await findDialog()).getByRole("combobox");
    await user.type(input, "gradient button{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(paths["el-buttons"]));
    expect(router.state.location.hash).toBe("#buttons-gradient");
    await waitFor(() => expect(screen.getByRole("link", { name: "Buttons: gradient" })).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("goes to a page when its option is clicked", async () => {
    const { user, router } = renderSearch();
    await user.click(screen.getByRole("button", { name: searchName }));
    const dialog = await findDialog();
    await user.type(within(dialog).getByRole("combobox"), "elements buttons");
    await user.click(within(dialog).getByRole("option", { name: /^Buttons Page/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths["el-buttons"]));
    expect(router.state.location.hash).toBe("");
  });

  it("opens official guidance in a new tab and says it leads to another site", async () => {
    const opened: unknown[][] = [];
    const open = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      const { user, router } = renderSearch();
      await user.click(screen.getByRole("button", { name: searchName }));
      const dialog = await findDialog();
      await user.type(within(dialog).getByRole("combobox"), "life in the uk test");
      const option = within(dialog).getAllByRole("option")[0];
      expect(option).toHaveTextContent("Life in the UK test");
      expect(option).toHaveTextContent("www.gov.uk, external site (opens in new tab)");
      await user.keyboard("{Enter}");
      expect(opened).toEqual([["https://www.gov.uk/life-in-the-uk-test", "_blank", "noopener,noreferrer"]]);
      expect(router.state.location.pathname).toBe("/");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    } finally {
      window.open = open;
    }
  });
});

describe("the search index's route finder entries", () => {
  it("lead to each route's card on the finder", async () => {
    const { buildSearchIndex } = await import("~/search/searchIndex");
    const entries = buildSearchIndex([]).filter((entry) => entry.key.startsWith("route-"));
    expect(entries.map((entry) => entry.to)).toContain("/guide/find-your-route#skilled-worker");
    expect(entries.every((entry) => entry.kind === "page" && entry.context === "Find your route to the UK")).toBe(true);
  });
});
