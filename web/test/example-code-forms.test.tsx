import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExampleBlock } from "~/showcase/ExampleBlock";
import type { ExampleMeta } from "~/catalogue/exampleMeta";
import { COPY_ALERT_TIMINGS } from "~/showcase/useCopyAlert";
import { forgetSharedFiles } from "~/showcase/useSourceFile";

// The Code tab's React and HTML forms of an example and its install line, against the files the
// build publishes: /source/<file>, /r/<id>.json and /html/<id>.

const buttons: ExampleMeta = { id: "buttons-demo", title: "Demo buttons", group: "elements", page: "el-buttons", file: "elements/buttons/Demo.tsx" };
const modal: ExampleMeta = { id: "modal-demo", title: "Demo modal", group: "attention-catchers", page: "ac-modals", file: "attention-catchers/modals/Demo.tsx" };
const source = 'export default function Demo() {\n  return <button type="button">Hi</button>;\n}\n';
const modalSource = "export default function Modal() {\n  return null;\n}\n";
const markup = '<button type="button" class="btn btn-primary">Hi</button>\n';
const buttonsItem = {
  name: "buttons-demo",
  dependencies: ["react-bootstrap@2.10.10", "react-icons@5.5.0"],
  meta: { html: true, preview: "/preview/x", installs: ["src/ukguide/examples/Demo.tsx", "src/ukguide/styles/buttons-demo.css", "src/ukguide/styles/base.css"] },
};
const modalItem = { name: "modal-demo", dependencies: [], meta: { html: false, preview: "/preview/y" } };

/** Answers the published files by path, and 404 for anything else. */
function stubFiles(files: Record<string, string>) {
  const fetch = vi.fn(async (path: string) =>
    path in files
      ? ({ status: 200, statusText: "OK", text: async () => files[path] } as Response)
      : ({ status: 404, statusText: "Not Found", text: async () => "" } as Response),
  );
  vi.stubGlobal("fetch", fetch);
  return { fetch, paths: () => fetch.mock.calls.map(([path]) => path) };
}

const published = {
  "/source/elements/buttons/Demo.tsx": source,
  "/source/attention-catchers/modals/Demo.tsx": modalSource,
  "/r/buttons-demo.json": JSON.stringify(buttonsItem),
  "/r/modal-demo.json": JSON.stringify(modalItem),
  "/html/buttons-demo": markup,
};

const Demo = () => <p>Demo</p>;
const block = (example: ExampleMeta) => within(document.getElementById(example.id)!);

beforeEach(() => vi.stubGlobal("isSecureContext", true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetSharedFiles();
});

describe("the Code tab's forms", () => {
  it("fetches nothing before Code opens, the markup only once HTML is chosen, and moves between forms by keyboard", async () => {
    const { paths } = stubFiles(published);
    const user = userEvent.setup();
    render(<ExampleBlock example={buttons} Preview={Demo} />);
    expect(paths()).toEqual([]);

    await user.click(screen.getByRole("tab", { name: "Code" }));
    const react = screen.getByRole("tab", { name: "React" });
    expect(react).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tablist", { name: "Demo buttons: code as React or HTML" })).toContainElement(react);
    expect(await screen.findByLabelText("Source code of Demo buttons")).toHaveTextContent("return <button");
    await screen.findByText(/^npx shadcn@latest add/);
    expect(paths().sort()).toEqual(["/r/buttons-demo.json", "/source/elements/buttons/Demo.tsx"]);

    react.focus();
    await user.keyboard("{ArrowRight}");
    const html = screen.getByRole("tab", { name: "HTML" });
    expect(html).toHaveFocus();
    expect(html).toHaveAttribute("aria-selected", "true");
    expect(react).toHaveAttribute("tabindex", "-1");
    const listing = await screen.findByLabelText("HTML markup of Demo buttons");
    expect(listing).toHaveTextContent('<button type="button" class="btn btn-primary">Hi</button>');
    expect(screen.getByRole("tabpanel", { name: "HTML" })).toContainElement(listing);
    expect(document.getElementById(react.getAttribute("aria-controls")!)).not.toBeVisible();
    expect(paths()).toContain("/html/buttons-demo");

    // Back and forth again: nothing is fetched twice.
    await user.keyboard("{Home}");
    expect(react).toHaveFocus();
    expect(screen.getByLabelText("Source code of Demo buttons")).toBeVisible();
    await user.keyboard("{End}");
    expect(html).toHaveFocus();
    expect(paths()).toHaveLength(3);
  });

  it("says an example is React only instead of listing markup it does not have", async () => {
    const { paths } = stubFiles(published);
    const user = userEvent.setup();
    render(<ExampleBlock example={modal} Preview={Demo} />);
    await user.click(screen.getByRole("tab", { name: "Code" }));
    await screen.findByLabelText("Source code of Demo modal");
    await screen.findByText(/^npx shadcn@latest add/);

    await user.click(screen.getByRole("tab", { name: "HTML" }));
    const panel = screen.getByRole("tabpanel", { name: "HTML" });
    expect(panel).toHaveTextContent("React only: this example needs React for its behaviour (state, widgets or overlays).");
    expect(within(panel).queryByLabelText("HTML markup of Demo modal")).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy" })).toBeNull();
    expect(paths().some((path) => path.startsWith("/html/"))).toBe(false);
  });

  it("shows the loading and failure messages of the registry and of the markup", async () => {
    stubFiles({ "/source/elements/buttons/Demo.tsx": source });
    const user = userEvent.setup();
    render(<ExampleBlock example={buttons} Preview={Demo} />);
    await user.click(screen.getByRole("tab", { name: "Code" }));
    await user.click(screen.getByRole("tab", { name: "HTML" }));
    expect(await screen.findAllByText("Error 404 while fetching file: Not Found")).toHaveLength(2);
    expect(screen.queryByText(/^npx shadcn/)).toBeNull();
    // The React form is not held up by the registry.
    await user.click(screen.getByRole("tab", { name: "React" }));
    expect(await screen.findByLabelText("Source code of Demo buttons")).toBeVisible();
  });

  it("says so when the registry has no item for the example, or an item of another name", async () => {
    stubFiles({ ...published, "/r/buttons-demo.json": JSON.stringify(modalItem) });
    const user = userEvent.setup();
    render(<ExampleBlock example={buttons} Preview={Demo} />);
    await user.click(screen.getByRole("tab", { name: "Code" }));
    expect(await screen.findByText("This example is not in the registry, so it cannot be installed or shown as HTML.")).toBeVisible();
  });
});

describe("the install line", () => {
  it("names the item on this site's origin, the files it writes, the npm packages it adds, and how styles and dark mode work", async () => {
    stubFiles(published);
    const user = userEvent.setup();
    render(
      <>
        <ExampleBlock example={buttons} Preview={Demo} />
        <ExampleBlock example={modal} Preview={Demo} />
      </>,
    );
    await user.click(block(buttons).getByRole("tab", { name: "Code" }));
    expect(await block(buttons).findByText(`npx shadcn@latest add ${location.origin}/r/buttons-demo.json`)).toBeVisible();
    const packages = block(buttons).getByRole("list", { name: "npm packages it adds:" });
    expect(within(packages).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["react-bootstrap@2.10.10", "react-icons@5.5.0"]);
    const files = block(buttons).getByRole("list", { name: "Files it writes:" });
    expect(within(files).getAllByRole("listitem").map((item) => item.textContent)).toEqual(buttonsItem.meta.installs);
    expect(block(buttons).getByText(/^Render the default export; nothing else to import\./)).toBeVisible();
    expect(block(buttons).getByText(/^Dark mode follows data-bs-theme="dark"/)).toBeVisible();

    await user.click(block(modal).getByRole("tab", { name: "Code" }));
    expect(await block(modal).findByText(`npx shadcn@latest add ${location.origin}/r/modal-demo.json`)).toBeVisible();
    expect(block(modal).getByText("No packages beyond React")).toBeVisible();
    expect(block(modal).queryByRole("list")).toBeNull();
  });

  it("fetches an example's own item when its Code opens, not the registry's index", async () => {
    const { paths } = stubFiles(published);
    const user = userEvent.setup();
    render(
      <>
        <ExampleBlock example={buttons} Preview={Demo} />
        <ExampleBlock example={modal} Preview={Demo} />
      </>,
    );
    await user.click(block(modal).getByRole("tab", { name: "Code" }));
    await block(modal).findByText(/^npx shadcn@latest add/);
    expect(paths().filter((path) => path.startsWith("/r/"))).toEqual(["/r/modal-demo.json"]);
  });
});

describe("copying", () => {
  it("copies exactly what each form and the install line show, with the message on its timings", async () => {
    stubFiles(published);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    render(<ExampleBlock example={buttons} Preview={Demo} />);
    fireEvent.click(screen.getByRole("tab", { name: "Code" }));
    await screen.findByLabelText("Source code of Demo buttons");
    const command = (await screen.findByText(/^npx shadcn@latest add/)).textContent!;

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(writeText).toHaveBeenLastCalledWith(source);

    fireEvent.click(screen.getByRole("tab", { name: "HTML" }));
    await screen.findByLabelText("HTML markup of Demo buttons");
    const status = within(document.querySelector<HTMLElement>(".code-panel")!).getByRole("status");
    // Only the shown form's Copy is offered; it copies the markup.
    expect(screen.getAllByRole("button", { name: "Copy" })).toHaveLength(1);
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(writeText).toHaveBeenLastCalledWith(markup);
    const message = () => status.querySelector(".copy-alert");
    expect(message()).toHaveTextContent("Code successfully copied!");
    expect(message()).not.toHaveClass("show");
    act(() => vi.advanceTimersByTime(COPY_ALERT_TIMINGS.fadeIn));
    expect(message()).toHaveClass("show");
    act(() => vi.advanceTimersByTime(COPY_ALERT_TIMINGS.fadeOut - COPY_ALERT_TIMINGS.fadeIn));
    expect(message()).not.toHaveClass("show");
    act(() => vi.advanceTimersByTime(COPY_ALERT_TIMINGS.remove - COPY_ALERT_TIMINGS.fadeOut));
    expect(message()).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy command" })));
    expect(writeText).toHaveBeenLastCalledWith(command);
    expect(command).toBe(`npx shadcn@latest add ${location.origin}/r/buttons-demo.json`);
    expect(screen.getByText("Command copied!").closest("[role=status]")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_ALERT_TIMINGS.remove));
    expect(screen.queryByText("Command copied!")).toBeNull();
  });
});
