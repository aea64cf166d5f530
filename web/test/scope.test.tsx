import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Button, Tooltip } from "react-bootstrap";
import { describe, expect, it } from "vitest";
import { Modal } from "~/components/dialogs";
import { OverlayTrigger } from "~/components/overlays";
import { Scope } from "~/components/Scope";

function Dialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal show={open} onHide={() => setOpen(false)} aria-label="Demo dialog">
        <Modal.Body>Inside</Modal.Body>
      </Modal>
    </>
  );
}

const layers = () => document.querySelectorAll("body > .ukg-layer");

describe("Scope", () => {
  it("wraps the example in its scope's element, and opens nothing in <body> until an overlay asks", () => {
    const { container, unmount } = render(
      <Scope name="demo">
        <p>Hello</p>
      </Scope>,
    );
    expect(container.firstElementChild).toHaveClass("ukg", "ukg-demo");
    expect(container.firstElementChild).toContainElement(screen.getByText("Hello"));
    expect(layers()).toHaveLength(0);
    unmount();
  });

  it("opens a modal in a layer of the scope at the end of <body>, in the scope's colour mode as it changes, and removes it on unmount", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <section data-bs-theme="dark" data-testid="themed">
        <Scope name="demo">
          <Dialog />
        </Scope>
      </section>,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = await screen.findByRole("dialog", { name: "Demo dialog" });
    expect(layers()).toHaveLength(1);
    const layer = layers()[0];
    expect(layer).toHaveClass("ukg", "ukg-demo", "ukg-layer");
    expect(layer).toContainElement(dialog);
    expect(layer).toHaveAttribute("data-bs-theme", "dark");

    // The mode follows the scope's; setting the layer's own attribute does not call for another round.
    await act(async () => screen.getByTestId("themed").setAttribute("data-bs-theme", "light"));
    expect(layer).toHaveAttribute("data-bs-theme", "light");
    await act(async () => screen.getByTestId("themed").removeAttribute("data-bs-theme"));
    expect(layer).not.toHaveAttribute("data-bs-theme");

    unmount();
    expect(layers()).toHaveLength(0);
  });

  it("opens a tooltip in the layer too", async () => {
    const user = userEvent.setup();
    render(
      <Scope name="tips">
        <OverlayTrigger overlay={<Tooltip id="tip">Hello tip</Tooltip>}>
          <Button>Hover me</Button>
        </OverlayTrigger>
      </Scope>,
    );
    await user.hover(screen.getByRole("button", { name: "Hover me" }));
    expect(layers()[0]).toContainElement(await screen.findByRole("tooltip"));
  });
});
