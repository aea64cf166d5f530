import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CodePanel, ExampleBlock, sourcePath } from "~/showcase/ExampleBlock";
import type { ExampleMeta } from "~/catalogue/exampleMeta";
import { COPY_ALERT_TIMINGS } from "~/showcase/useCopyAlert";
import { forgetSharedFiles, loadSource } from "~/showcase/useSourceFile";
import { FakeResizeObserver } from "./observer";

const example: ExampleMeta = {
  id: "buttons-demo",
  title: "Demo buttons",
  group: "elements",
  page: "el-buttons",
  file: "elements/buttons/Demo.tsx",
  height: 600,
};
const source = 'export default function Demo() {\n\treturn <button type="button">Hi</button>;\n}\n';

function stubFetch(response: Partial<Response> | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return { status: 200, statusText: "OK", text: async () => "", ...response } as Response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetSharedFiles();
});

describe("loading an example's source", () => {
  it("gives the text of a file", async () => {
    stubFetch({ text: async () => source });
    expect(await loadSource("/source/x.tsx")).toEqual({ status: "loaded", text: source });
  });
  it("reports a status of 400 or more with its status text", async () => {
    stubFetch({ status: 404, statusText: "Not Found" });
    expect(await loadSource("/source/x.tsx")).toEqual({ status: "failed", message: "Error 404 while fetching file: Not Found" });
    stubFetch({ status: 500, statusText: "Internal Server Error" });
    expect(await loadSource("/source/x.tsx")).toEqual({
      status: "failed",
      message: "Error 500 while fetching file: Internal Server Error",
    });
  });
  it("reports an empty or unreachable file", async () => {
    stubFetch({ text: async () => "  \n" });
    expect(await loadSource("/source/x.tsx")).toEqual({ status: "failed", message: "File does not exist or is empty" });
    stubFetch(new TypeError("network down"));
    expect(await loadSource("/source/x.tsx")).toEqual({ status: "failed", message: "File does not exist or is empty" });
  });
});

describe("ExampleBlock", () => {
  it("shows the preview at its height under a linked title, with accessible tabs", () => {
    render(<ExampleBlock example={example} Preview={() => <p>Rendered demo</p>} />);
    expect(screen.getByRole("heading", { level: 2, name: /Demo buttons/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Demo buttons" })).toHaveAttribute("href", "#buttons-demo");
    const preview = screen.getByRole("tabpanel");
    expect(preview).toHaveAttribute("id", "preview-buttons-demo");
    // In place (no frame) at first, in a box of the example's height.
    expect(screen.getByText("Rendered demo").closest(".example-preview")).toHaveStyle({ height: "600px" });
    expect(preview.querySelector("iframe")).toBeNull();
    expect(screen.getByText("Rendered demo")).toBeVisible();
    expect(screen.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
    expect(document.getElementById("code-buttons-demo")).not.toBeVisible();
    // In place it is as wide as the page: Desktop reads as chosen before any preset is picked, and only it.
    expect(screen.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Tablet" })).toHaveAttribute("aria-pressed", "false");
  });

  it("frames the example's own page at a preset width, in its own mode, and links to it", async () => {
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    const user = userEvent.setup();
    render(<ExampleBlock example={example} Preview={() => <p>Rendered demo</p>} />);
    const open = screen.getByRole("link", { name: /^Open in new tab ?: Demo buttons$/ });
    expect(open).toHaveAttribute("href", "/preview/elements/buttons/buttons-demo");
    expect(open).toHaveAttribute("target", "_blank");

    const dark = screen.getByRole("button", { name: "Dark" });
    await user.click(dark);
    expect(dark).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Rendered demo").closest(".example-preview")).toHaveAttribute("data-bs-theme", "dark");
    expect(open).toHaveAttribute("href", "/preview/elements/buttons/buttons-demo?theme=dark");

    await user.click(screen.getByRole("button", { name: "Mobile" }));
    expect(screen.queryByText("Rendered demo")).toBeNull();
    const frame = screen.getByTitle("Demo buttons, 375 px wide");
    expect(frame).toHaveAttribute("src", "/preview/elements/buttons/buttons-demo?theme=dark");
    expect(frame.parentElement).toHaveStyle({ width: "375px" });
    // A set height stays the frame's height; the handle reports the width.
    expect(frame).toHaveStyle({ height: "600px" });
    expect(screen.getByRole("separator", { name: "Preview width" })).toHaveAttribute("aria-valuenow", "375");
    expect(screen.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Tablet" }));
    expect(screen.getByTitle("Demo buttons, 768 px wide").parentElement).toHaveStyle({ width: "768px" });
    await user.click(screen.getByRole("button", { name: "Desktop" }));
    expect(screen.getByTitle("Demo buttons, full width")).toBeInTheDocument();
  });

  it("fetches the source once, the first time Code opens, and moves between tabs with arrow keys", async () => {
    const fetch = stubFetch({ text: async () => source });
    const user = userEvent.setup();
    render(<ExampleBlock example={example} Preview={() => <p>Rendered demo</p>} />);
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole("tab", { name: "Code" }));
    expect(screen.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByLabelText("Source code of Demo buttons")).toHaveTextContent("return <button");
    // The source, and the example's registry item for the install line.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(sourcePath(example));
    expect(fetch).toHaveBeenCalledWith(`/r/${example.id}.json`);

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Preview" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Code" })).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says so when an example's component is missing, instead of crashing", () => {
    render(<ExampleBlock example={example} />);
    expect(screen.getByText("This example could not be found.")).toBeInTheDocument();
  });

  it("keeps the page up when an example throws", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Broken = () => {
      throw new Error("boom");
    };
    render(<ExampleBlock example={example} Preview={Broken} />);
    expect(screen.getByText("This example could not be shown.")).toBeInTheDocument();
  });
});

describe("CodePanel", () => {
  beforeEach(() => vi.stubGlobal("isSecureContext", true));

  it("shows 'Loading…' until the file arrives, then the error message of a failure", async () => {
    let answer: (response: Response) => void = () => {};
    const pending = (path: string) =>
      path === "/source/x.tsx" ? new Promise<Response>((resolve) => (answer = resolve)) : new Promise<Response>(() => {});
    vi.stubGlobal("fetch", vi.fn(pending));
    render(<CodePanel id="x" path="/source/x.tsx" title="X" />);
    const react = screen.getByRole("tabpanel", { name: "React" });
    expect(react).toHaveTextContent("Loading…");
    await act(async () => answer({ status: 403, statusText: "Forbidden", text: async () => "" } as Response));
    expect(react).toHaveTextContent("Error 403 while fetching file: Forbidden");
    expect(screen.queryByRole("button", { name: "Copy" })).toBeNull();
  });

  it("copies exactly the source and shows the message on its timings", async () => {
    stubFetch({ text: async () => source });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    render(<CodePanel id="x" path="/source/x.tsx" title="X" />);
    const copy = await screen.findByRole("button", { name: "Copy" });

    vi.useFakeTimers();
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(source);
    const status = screen.getByRole("status");
    const message = () => status.querySelector(".copy-alert");
    expect(message()).toHaveTextContent("Code successfully copied!");
    expect(message()).not.toHaveClass("show");
    act(() => vi.advanceTimersByTime(COPY_ALERT_TIMINGS.fadeIn));
    expect(message()).toHaveClass("show");
    act(() => vi.advanceTimersByTime(COPY_ALERT_TIMINGS.fadeOut - COPY_ALERT_TIMINGS.fadeIn));
    expect(message()).not.toHaveClass("show");
    expect(message()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_ALERT_TIMINGS.remove - COPY_ALERT_TIMINGS.fadeOut - 1));
    expect(message()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBeNull();
  });

  it("falls back to the copy command where the Clipboard API is unavailable", async () => {
    stubFetch({ text: async () => source });
    vi.stubGlobal("isSecureContext", false);
    let copied = "";
    document.execCommand = vi.fn(() => {
      copied = document.querySelector("textarea")?.value ?? "";
      return true;
    });
    render(<CodePanel id="x" path="/source/x.tsx" title="X" />);
    const copy = await screen.findByRole("button", { name: "Copy" });
    await act(async () => fireEvent.click(copy));
    expect(copied).toBe(source);
    expect(screen.getByText("Code successfully copied!")).toBeInTheDocument();
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("only logs a failed copy and shows nothing", async () => {
    stubFetch({ text: async () => source });
    vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<CodePanel id="x" path="/source/x.tsx" title="X" />);
    const copy = await screen.findByRole("button", { name: "Copy" });
    await act(async () => fireEvent.click(copy));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText("Code successfully copied!")).toBeNull();
  });
});
