import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Avatar, avatarPixels, avatarSizes, initialsOf } from "~/components/Avatar";
import { Badge, badgeColors } from "~/components/Badge";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { Button, buttonColors, buttonSizes } from "~/components/Button";
import { renderWithRouter } from "./render";
import { expectAccessible, expectRenderError } from "./assertions";

describe("Avatar", () => {
  it("shows initials on a gradient when there is no image, named by its alt", () => {
    render(<Avatar alt="Amara Okafor" />);
    const avatar = screen.getByRole("img", { name: "Amara Okafor" });
    expect(avatar).toHaveClass("avatar", "avatar-md");
    expect(avatar.className).toMatch(/bg-gradient-\w+/);
    expect(avatar).toHaveTextContent("AO");
    expect(avatar.querySelector("img")).toBeNull();
  });

  it("keeps a person's fallback colour the same on every render", () => {
    const { unmount } = render(<Avatar alt="Priya Raman" />);
    const first = screen.getByRole("img").className;
    unmount();
    render(<Avatar alt="Priya Raman" size="xl" />);
    expect(screen.getByRole("img").className.match(/bg-gradient-\w+/)?.[0]).toBe(first.match(/bg-gradient-\w+/)?.[0]);
  });

  it("lays the photo over the initials at the size's dimensions", () => {
    render(<Avatar alt="Tomasz Nowak" image="https://images.unsplash.com/photo-1" size="lg" />);
    const avatar = screen.getByRole("img", { name: "Tomasz Nowak" });
    const photo = avatar.querySelector("img")!;
    expect(photo).toHaveAttribute("src", "https://images.unsplash.com/photo-1");
    expect(photo).toHaveAttribute("alt", "");
    expect(photo).toHaveAttribute("width", String(avatarPixels.lg));
    expect(photo).toHaveAttribute("height", String(avatarPixels.lg));
    expect(avatar).toHaveTextContent("TN");
  });

  it("has a class for each of the six sizes", () => {
    render(
      <>
        {avatarSizes.map((size) => (
          <Avatar key={size} alt={`Size ${size}`} size={size} />
        ))}
      </>,
    );
    for (const size of avatarSizes) expect(screen.getByRole("img", { name: `Size ${size}` })).toHaveClass(`avatar-${size}`);
    expect(avatarSizes).toEqual(["xs", "sm", "md", "lg", "xl", "xxl"]);
  });

  it("passes other props through, so it can be focused and carry a tooltip", async () => {
    const onFocus = vi.fn();
    render(<Avatar alt="Sofia Marquez" tabIndex={0} onFocus={onFocus} className="rounded-3" />);
    await userEvent.tab();
    expect(screen.getByRole("img", { name: "Sofia Marquez" })).toHaveFocus();
    expect(screen.getByRole("img")).toHaveClass("avatar", "rounded-3");
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it("takes its initials from the first and last words", () => {
    expect(initialsOf("Amara Okafor")).toBe("AO");
    expect(initialsOf("  kenji  ")).toBe("K");
    expect(initialsOf("Ana María de la Cruz")).toBe("AC");
    expect(initialsOf("Émile Zola")).toBe("ÉZ");
  });

  it("rejects an unknown size and an empty alt", () => {
    // @ts-expect-error: a size the kit does not have
    expectRenderError(<Avatar alt="X Y" size="huge" />, 'Avatar: size must be one of xs, sm, md, lg, xl, xxl; got "huge"');
    expectRenderError(<Avatar alt="  " />, 'Avatar: alt must name who or what the avatar shows; got "  "');
  });

  it("has no axe violations in any state", async () => {
    await expectAccessible(
      <div>
        <Avatar alt="Amara Okafor" size="xs" />
        <Avatar alt="Tomasz Nowak" image="https://images.unsplash.com/photo-1" size="xxl" />
        <Avatar alt="Priya Raman" tabIndex={0} />
        <Avatar alt="Yusuf Demir" aria-hidden="true" />
      </div>,
    );
  });
});

describe("Badge", () => {
  it("is simple by default: a tint of its colour", () => {
    render(<Badge color="success">Online</Badge>);
    const badge = screen.getByText("Online");
    expect(badge.tagName).toBe("SPAN");
    expect(badge).toHaveClass("badge", "badge-success");
    expect(badge).not.toHaveClass("rounded-pill");
    expect(badge.className).not.toMatch(/bg-gradient/);
  });

  it("has gradient and rounded variants, and passes other props through", () => {
    render(
      <Badge color="info" variant="gradient" rounded className="ms-2" title="New">
        New
      </Badge>,
    );
    const badge = screen.getByText("New");
    expect(badge).toHaveClass("badge", "bg-gradient-info", "rounded-pill", "ms-2");
    expect(badge).not.toHaveClass("badge-info");
    expect(badge).toHaveAttribute("title", "New");
  });

  it("defaults to primary", () => {
    render(<Badge>Default</Badge>);
    expect(screen.getByText("Default")).toHaveClass("badge-primary");
  });

  it("rejects an unknown colour or variant", () => {
    expectRenderError(
      // @ts-expect-error: a colour the theme does not have
      <Badge color="pink">Pink</Badge>,
      'Badge: color must be one of primary, secondary, info, success, warning, danger, light, dark; got "pink"',
    );
    // @ts-expect-error: a variant the kit does not have
    expectRenderError(<Badge variant="outline">Outline</Badge>, 'Badge: variant must be one of gradient; got "outline"');
  });

  it("has no axe violations in any state", async () => {
    await expectAccessible(
      <p>
        {badgeColors.map((color) => (
          <span key={color}>
            <Badge color={color}>{color}</Badge>
            <Badge color={color} variant="gradient">
              {color}
            </Badge>
            <Badge color={color} rounded>
              {color}
            </Badge>
          </span>
        ))}
      </p>,
    );
  });
});

describe("Button", () => {
  it("is a contained primary <button type=button> of the default size by default", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("btn", "btn-primary");
    expect(button.className).not.toMatch(/btn-(sm|lg)\b/);
  });

  it("maps each variant, colour and size to its classes", () => {
    render(
      <>
        <Button variant="gradient" color="info" size="sm">
          Gradient
        </Button>
        <Button variant="outline" color="dark" size="lg">
          Outline
        </Button>
        <Button color="white">White</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Gradient" })).toHaveClass("btn", "bg-gradient-info", "btn-sm");
    expect(screen.getByRole("button", { name: "Outline" })).toHaveClass("btn", "btn-outline-dark", "btn-lg");
    expect(screen.getByRole("button", { name: "White" })).toHaveClass("btn", "btn-white");
    expect(buttonColors).toContain("white");
    expect(buttonSizes).toEqual(["sm", "default", "lg"]);
  });

  it("passes other props through: type, handlers, aria, disabled, class", async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Button type="submit" onClick={onClick} aria-describedby="hint" className="w-100" data-kind="send">
          Send
        </Button>
        <Button disabled>Off</Button>
      </form>,
    );
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toHaveAttribute("type", "submit");
    expect(send).toHaveAttribute("aria-describedby", "hint");
    expect(send).toHaveAttribute("data-kind", "send");
    expect(send).toHaveClass("btn", "btn-primary", "w-100");
    await userEvent.click(send);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Off" })).toBeDisabled();
  });

  it("rejects an unknown variant, colour or size", () => {
    // @ts-expect-error: a variant the kit does not have
    expectRenderError(<Button variant="text">X</Button>, 'Button: variant must be one of gradient, contained, outline; got "text"');
    expectRenderError(
      // @ts-expect-error: a colour the theme does not have
      <Button color="error">X</Button>,
      'Button: color must be one of primary, secondary, info, success, warning, danger, light, dark, white; got "error"',
    );
    // @ts-expect-error: a size the kit does not have
    expectRenderError(<Button size="md">X</Button>, 'Button: size must be one of sm, default, lg; got "md"');
  });

  it("has no axe violations in any state", async () => {
    await expectAccessible(
      <div>
        {(["gradient", "contained", "outline"] as const).map((variant) =>
          buttonColors.map((color) => (
            <Button key={`${variant}-${color}`} variant={variant} color={color}>
              {variant} {color}
            </Button>
          )),
        )}
        {buttonSizes.map((size) => (
          <Button key={size} size={size}>
            {size}
          </Button>
        ))}
        <Button disabled>Disabled</Button>
      </div>,
    );
  });
});

describe("Breadcrumbs on a page with several trails", () => {
  it("takes its own accessible name, so the trails can be told apart", () => {
    renderWithRouter(
      <>
        <Breadcrumbs items={[{ label: "Elements", route: "/" }, { label: "Breadcrumbs" }]} />
        <Breadcrumbs label="Breadcrumb, one level" items={[{ label: "Home" }]} />
      </>,
    );
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb, one level" })).toHaveTextContent("Home");
  });
});
