import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DemoForm, demoFormMessage } from "~/components/DemoForm";
import { Input, inputSuccessHint } from "~/components/Input";
import ContactUs1 from "~/examples/input-areas/contact-sections/ContactUs1";
import ContactUs2 from "~/examples/input-areas/contact-sections/ContactUs2";
import FormContext from "~/examples/input-areas/forms/FormContext";
import FormSimple from "~/examples/input-areas/forms/FormSimple";
import { expectAccessible, expectRenderError } from "./assertions";

afterEach(() => vi.restoreAllMocks());

describe("DemoForm", () => {
  it("stops the submit and says that nothing was sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <DemoForm method="post" autoComplete="off" aria-label="Contact" onSubmit={onSubmit}>
        <Input label="Email address" type="email" name="email" />
        <button type="submit">Send Message</button>
      </DemoForm>,
    );
    const form = screen.getByRole("form", { name: "Contact" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("autocomplete", "off");
    expect(form).not.toHaveAttribute("action");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await user.type(screen.getByLabelText("Email address"), "amara@example.com");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].defaultPrevented).toBe(true);
    expect(screen.getByRole("status")).toHaveTextContent(demoFormMessage);
    expect(demoFormMessage).toBe("This is a demo form: nothing was sent.");
  });

  it("prevents the browser's submit even without an onSubmit of its own", () => {
    render(
      <DemoForm aria-label="Newsletter">
        <button type="submit">Subscribe</button>
      </DemoForm>,
    );
    const event = new Event("submit", { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole("form", { name: "Newsletter" }), event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole("status")).toHaveTextContent(demoFormMessage);
  });

  it("says it again on a second submit, and takes its own message", async () => {
    const user = userEvent.setup();
    render(
      <DemoForm message="Demo only: no booking was made.">
        <button type="submit">Book</button>
      </DemoForm>,
    );
    await user.click(screen.getByRole("button", { name: "Book" }));
    const first = screen.getByText("Demo only: no booking was made.");
    await user.click(screen.getByRole("button", { name: "Book" }));
    const second = screen.getByText("Demo only: no booking was made.");
    expect(second).not.toBe(first);
  });
});

describe("Input", () => {
  it("labels its field and passes the other props through", () => {
    render(<Input label="Email address" type="email" name="email" placeholder="you@example.com" autoComplete="email" />);
    const field = screen.getByLabelText("Email address");
    expect(field.tagName).toBe("INPUT");
    expect(field).toHaveAttribute("type", "email");
    expect(field).toHaveAttribute("name", "email");
    expect(field).toHaveAttribute("placeholder", "you@example.com");
    expect(field).toHaveAttribute("autocomplete", "email");
    expect(field).toHaveClass("form-control");
  });

  it("is a text area with as='textarea'", () => {
    render(<Input as="textarea" label="Your message" rows={6} />);
    const field = screen.getByLabelText("Your message");
    expect(field.tagName).toBe("TEXTAREA");
    expect(field).toHaveAttribute("rows", "6");
    expect(field.closest(".mk-input")).toHaveClass("mk-input-multiline");
  });

  it("has a class per variant, static by default", () => {
    const { container } = render(
      <>
        <Input label="Static" />
        <Input label="Dynamic" variant="dynamic" />
        <Input label="Outline" variant="outline" />
      </>,
    );
    const wrappers = container.querySelectorAll(".mk-input");
    expect(wrappers[0]).toHaveClass("mk-input-static");
    expect(wrappers[1]).toHaveClass("mk-input-dynamic");
    expect(wrappers[2]).toHaveClass("mk-input-outline");
  });

  it("is focused while it has focus, and filled while it holds text", async () => {
    const user = userEvent.setup();
    render(<Input label="Full name" variant="dynamic" />);
    const field = screen.getByLabelText("Full name");
    const wrapper = field.closest(".mk-input")!;
    expect(wrapper).not.toHaveClass("is-focused");
    expect(wrapper).not.toHaveClass("is-filled");
    await user.click(field);
    expect(wrapper).toHaveClass("is-focused");
    await user.type(field, "Amara");
    expect(wrapper).toHaveClass("is-filled");
    await user.tab();
    expect(wrapper).not.toHaveClass("is-focused");
    expect(wrapper).toHaveClass("is-filled");
    await user.clear(field);
    expect(wrapper).not.toHaveClass("is-filled");
  });

  it("is filled from its first render when it has a value", () => {
    const html = renderToString(<Input label="Username" defaultValue="amara.okafor" />);
    expect(html).toMatch(/class="[^"]*is-filled/);
    render(<Input label="Controlled" value="x" onChange={() => {}} />);
    expect(screen.getByLabelText("Controlled").closest(".mk-input")).toHaveClass("is-filled");
  });

  it("marks the error state aria-invalid, by styling only", () => {
    render(<Input label="Email address" defaultValue="amara@" error />);
    const field = screen.getByLabelText("Email address");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toBeInvalid();
    expect(field).toHaveValue("amara@");
    expect(field.closest(".mk-input")).toHaveClass("is-invalid");
    expect(field.closest(".mk-input")).not.toHaveClass("is-valid");
  });

  it("describes the success state with a hint for assistive technology", () => {
    render(<Input label="Username" defaultValue="amara.okafor" success aria-describedby="username-rules" />);
    const field = screen.getByLabelText("Username");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field.closest(".mk-input")).toHaveClass("is-valid");
    expect(field.getAttribute("aria-describedby")).toMatch(/^username-rules \S+-hint$/);
    const hint = document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[1])!;
    expect(hint).toHaveTextContent(inputSuccessHint);
    expect(hint).toHaveClass("visually-hidden");
  });

  it("carries neither flag by default", () => {
    render(<Input label="Plain" />);
    const field = screen.getByLabelText("Plain");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field).not.toHaveAttribute("aria-describedby");
  });

  it("is disabled, with a decorative icon", () => {
    render(<Input label="Search" icon={<svg data-testid="icon" />} disabled />);
    const field = screen.getByLabelText("Search");
    expect(field).toBeDisabled();
    const wrapper = field.closest(".mk-input")!;
    expect(wrapper).toHaveClass("is-disabled", "has-icon");
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("has no axe violations in any state", async () => {
    await expectAccessible(
      <form aria-label="States">
        <Input label="Dynamic" variant="dynamic" />
        <Input label="Static" placeholder="eg. Amara Okafor" />
        <Input label="Outline" variant="outline" />
        <Input label="Search" variant="outline" type="search" icon={<svg aria-hidden="true" focusable="false" />} />
        <Input label="Success" defaultValue="ok" success />
        <Input label="Error" defaultValue="bad" error />
        <Input label="Disabled" disabled />
        <Input as="textarea" label="Message" rows={4} />
      </form>,
    );
  });

  it("rejects a bad variant and both flags at once", () => {
    // @ts-expect-error: not a variant
    expectRenderError(<Input label="Bad" variant="filled" />, 'Input: variant must be one of dynamic, static, outline; got "filled"');
    expectRenderError(<Input label="Both" success error />, "Input: success and error cannot both be set");
  });
});

describe("the contact and form examples", () => {
  it("contact sections post with autocomplete off and no action, with a six-row message; the first has the reply time and four networks", () => {
    for (const Example of [ContactUs1, ContactUs2]) {
      const { container, unmount } = render(<Example />);
      const form = container.querySelector("form")!;
      expect(form).toHaveAttribute("method", "post");
      expect(form).toHaveAttribute("autocomplete", "off");
      expect(form).not.toHaveAttribute("action");
      expect(within(form).getByLabelText("Your message")).toHaveAttribute("rows", "6");
      unmount();
    }
    render(<ContactUs1 />);
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    for (const network of ["Facebook", "Twitter", "Dribbble", "Instagram"]) expect(screen.getByRole("button", { name: network })).toBeInTheDocument();
  });

  it("forms start with the terms switch on, a four-row message and an email field", () => {
    for (const Example of [FormSimple, FormContext]) {
      const { container, unmount } = render(<Example />);
      const form = container.querySelector("form")!;
      expect(within(form).getByRole("switch", { name: "I agree to the Terms and Conditions." })).toBeChecked();
      expect(within(form).getByLabelText("Your message")).toHaveAttribute("rows", "4");
      expect(within(form).getByLabelText("Email address")).toHaveAttribute("type", "email");
      unmount();
    }
  });
});
