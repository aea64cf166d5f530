import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Alert, alertColors, type AlertColor, type AlertFontWeight } from "~/components/Alert";
import { Toast, TOAST_DELAY, toastColors, type ToastColor } from "~/components/Toast";

/** Renders an element that is expected to throw, without React's error noise in the output. */
function renderThrowing(element: ReactElement) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  return () => render(element);
}

describe("Alert", () => {
  it("shows its message without a close button unless dismissible", () => {
    render(<Alert color="primary">A simple primary alert</Alert>);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("A simple primary alert");
    expect(alert).toHaveClass("alert", "alert-solid", "alert-primary");
    expect(alert).not.toHaveClass("alert-dismissible");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("defaults to success and takes every colour of the spec", () => {
    render(<Alert>Default</Alert>);
    expect(screen.getByRole("alert")).toHaveClass("alert-success");
    expect(alertColors).toEqual(["success", "primary", "secondary", "danger", "warning", "info", "light", "dark"]);
  });

  it("closes with its close button, which has an accessible name", async () => {
    const user = userEvent.setup();
    render(
      <Alert color="warning" dismissible>
        Heads up!
      </Alert>,
    );
    expect(screen.getByRole("alert")).toHaveClass("alert-dismissible");
    await user.click(screen.getByRole("button", { name: "Close alert" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("uses a white close icon on dark fills and the dark one on light", () => {
    const { unmount } = render(
      <Alert color="dark" dismissible>
        Dark
      </Alert>,
    );
    expect(screen.getByRole("button", { name: "Close alert" })).toHaveClass("btn-close-white");
    unmount();
    render(
      <Alert color="light" dismissible>
        Light
      </Alert>,
    );
    expect(screen.getByRole("button", { name: "Close alert" })).not.toHaveClass("btn-close-white");
  });

  it("sets the font weight", () => {
    render(<Alert fontWeight="bold">Bold</Alert>);
    expect(screen.getByRole("alert")).toHaveClass("fw-bold");
  });

  it("throws a clear error for a bad colour or font weight", () => {
    expect(renderThrowing(<Alert color={"pink" as AlertColor}>x</Alert>)).toThrow(
      'Alert: color must be one of success, primary, secondary, danger, warning, info, light, dark; got "pink"',
    );
    expect(renderThrowing(<Alert fontWeight={"heavy" as AlertFontWeight}>x</Alert>)).toThrow(
      'Alert: fontWeight must be one of light, normal, medium, semibold, bold; got "heavy"',
    );
  });
});

describe("Toast", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows icon, title, date and description, in success by default", () => {
    render(<Toast icon="🔔" title="UK Guide" date="11 mins ago" description="Hello, world!" />);
    const toast = screen.getByRole("alert");
    expect(toast).toHaveClass("toast", "toast-solid", "toast-success");
    expect(toast).toHaveTextContent("UK Guide");
    expect(toast).toHaveTextContent("11 mins ago");
    expect(toast).toHaveTextContent("Hello, world!");
    expect(screen.getByText("🔔")).toHaveAttribute("aria-hidden", "true");
    expect(toast.querySelector(".toast-body")).not.toBeNull();
  });

  it("takes an icon element, and has no body when it has only a title", () => {
    render(<Toast icon={<svg data-testid="icon" />} title="Title only" color="info" />);
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
    const toast = screen.getByRole("alert");
    expect(toast).toHaveClass("toast-info");
    expect(toast.querySelector(".toast-body")).toBeNull();
  });

  it("closes with its close icon, which calls the supplied handler", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Toast title="UK Guide" onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Close notification" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("stays until closed unless autohide is on", () => {
    vi.useFakeTimers();
    render(<Toast title="Stays" />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("alert")).toBeInTheDocument();
  });

  it("autohides after 5000 ms by default and calls the handler", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Toast title="Goes" autohide onClose={onClose} />);
    expect(TOAST_DELAY).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    // The fade-out ends, then the toast is removed.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("autohides after the delay it is given", () => {
    vi.useFakeTimers();
    render(<Toast title="Quick" autohide delay={1000} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("throws a clear error for a bad colour or a missing title", () => {
    expect(toastColors).toContain("success");
    expect(renderThrowing(<Toast title="x" color={"pink" as ToastColor} />)).toThrow(
      'Toast: color must be one of success, primary, secondary, danger, warning, info, light, dark; got "pink"',
    );
    expect(renderThrowing(<Toast title="" />)).toThrow("Toast: title is required");
  });
});
