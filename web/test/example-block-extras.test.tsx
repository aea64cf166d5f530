import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CodePanel, ExampleBlock } from "~/showcase/ExampleBlock";
import type { ExampleMeta } from "~/catalogue/exampleMeta";
import { COPY_ALERT_TIMINGS } from "~/showcase/useCopyAlert";
import { forgetSharedFiles } from "~/showcase/useSourceFile";

const example: ExampleMeta = { id: "buttons-demo", title: "Demo buttons", group: "elements", page: "el-buttons", file: "x.tsx" };
const source = "export default function Demo() {\n  return null;\n}\n";

beforeEach(() => {
  vi.stubGlobal("isSecureContext", true);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ status: 200, statusText: "OK", text: async () => source }) as Response),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetSharedFiles();
  history.replaceState(null, "", "/");
});

describe("an example's title link", () => {
  it("copies the absolute address of the block's anchor, says so, and still sets the hash", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    render(<ExampleBlock example={example} Preview={() => <p>Demo</p>} />);
    const header = screen.getByRole("heading", { level: 2 }).parentElement!;
    // No empty second status in the block until the link is used.
    expect(within(header).queryByRole("status")).toBeNull();

    vi.useFakeTimers();
    let followed = false;
    await act(async () => {
      followed = fireEvent.click(screen.getByRole("link", { name: "Demo buttons" }));
    });
    // The click is not cancelled: the browser still moves to the anchor.
    expect(followed).toBe(true);
    expect(writeText).toHaveBeenCalledWith(new URL("#buttons-demo", location.href).href);
    expect(writeText.mock.calls[0]).toEqual([expect.stringMatching(/^http:\/\/[^#]+\/#buttons-demo$/)]);
    const status = within(header).getByRole("status");
    expect(status).toHaveTextContent("Link copied!");
    act(() => vi.advanceTimersByTime(COPY_ALERT_TIMINGS.remove));
    expect(status).toHaveTextContent("");
    expect(status).toBeInTheDocument();
  });

  it("only logs a refused copy and shows nothing, and the address still takes the anchor", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<ExampleBlock example={example} Preview={() => <p>Demo</p>} />);
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Demo buttons" })));
    expect(logged).toHaveBeenCalledWith("Could not copy the link to #buttons-demo:", expect.any(Error));
    expect(screen.queryByText("Link copied!")).toBeNull();
    expect(location.hash).toBe("#buttons-demo");
  });
});

/** Gives every <pre> the sizes of a box `box` px high holding `content` px of listing (jsdom lays nothing out). */
function sizePre(box: number, content: number) {
  vi.spyOn(HTMLPreElement.prototype, "clientHeight", "get").mockImplementation(function (this: HTMLPreElement) {
    return this.classList.contains("code-view-expanded") ? content : box;
  });
  vi.spyOn(HTMLPreElement.prototype, "scrollHeight", "get").mockReturnValue(content);
}

describe("a long listing", () => {
  it("expands and collapses by keyboard, with its state and target announced", async () => {
    sizePre(800, 1400);
    const user = userEvent.setup();
    render(<CodePanel id="x" path="/source/x.tsx" title="X" />);
    const code = await screen.findByLabelText("Source code of X");
    const toggle = screen.getByRole("button", { name: "Expand" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", code.id);
    expect(code).not.toHaveClass("code-view-expanded");

    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAccessibleName("Collapse");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(code).toHaveClass("code-view-expanded");
    expect(toggle).toHaveFocus();

    await user.keyboard(" ");
    expect(toggle).toHaveAccessibleName("Expand");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(code).not.toHaveClass("code-view-expanded");
  });

  it("is not offered for a listing that fits its box", async () => {
    sizePre(300, 300);
    render(<CodePanel id="x" path="/source/x.tsx" title="X" />);
    await screen.findByLabelText("Source code of X");
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Expand|Collapse/ })).toBeNull();
  });
});
