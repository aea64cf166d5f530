import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ServerYearContext, useCurrentYear } from "~/lib/useCurrentYear";

function Copyright() {
  return <p>Copyright {useCurrentYear()}</p>;
}

/** Hydrates server-rendered HTML in the browser and returns what it shows and any errors React reported. */
async function hydrate(html: string, element: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => void errors.push(error) }));
  consoleError.mockRestore();
  const text = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { text, errors };
}

describe("useCurrentYear", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("shows the clock's year, on the server and in the browser, when nothing sets a server year", async () => {
    vi.setSystemTime(new Date("2031-03-04T10:00:00Z"));
    const html = renderToString(<Copyright />);
    expect(html).toContain("2031");
    expect(await hydrate(html, <Copyright />)).toEqual({ text: "Copyright 2031", errors: [] });
  });

  it("hydrates the prerendered build year without a mismatch, then shows the browser's year", async () => {
    const built = (
      <ServerYearContext value={2030}>
        <Copyright />
      </ServerYearContext>
    );
    vi.setSystemTime(new Date("2030-12-31T23:00:00Z"));
    const html = renderToString(built);
    vi.setSystemTime(new Date("2031-01-01T09:00:00Z"));
    expect(html).toContain("2030");
    expect(await hydrate(html, built)).toEqual({ text: "Copyright 2031", errors: [] });
  });

  it("would mismatch if the browser took its own year as the server's (what the site's server year is for)", async () => {
    vi.setSystemTime(new Date("2030-12-31T23:00:00Z"));
    const html = renderToString(<Copyright />);
    vi.setSystemTime(new Date("2031-01-01T09:00:00Z"));
    expect((await hydrate(html, <Copyright />)).errors).not.toEqual([]);
  });
});
