import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthCard, AuthPrompt } from "~/components/AuthCard";
import { AuthCover } from "~/components/AuthCover";
import { demoFormMessage } from "~/components/DemoForm";
import { SignInForm } from "~/components/SignInForm";
import { SocialSignIn, socialSignInMessage, type SocialSignInNetwork } from "~/components/SocialSignIn";
import { href } from "~/paths";
import * as ResetpasswordCover from "~/routes/pages/resetpassword-cover";
import * as SigninBasic from "~/routes/pages/signin-basic";
import * as SigninCover from "~/routes/pages/signin-cover";
import * as SigninIllustration from "~/routes/pages/signin-illustration";
import * as SigninSimple from "~/routes/pages/signin-simple";
import * as SignupCover from "~/routes/pages/signup-cover";
import { renderTemplatePage, renderWithRouter } from "./render";
import { expectAccessible, expectRenderError } from "./assertions";

/** The sign-in fields: labelled, typed and filled in by password managers. */
function expectSignInFields(scope: HTMLElement) {
  const email = within(scope).getByLabelText("Email");
  expect(email).toHaveAttribute("type", "email");
  expect(email).toHaveAttribute("autocomplete", "email");
  expect(email).toBeRequired();
  const password = within(scope).getByLabelText("Password");
  expect(password).toHaveAttribute("type", "password");
  expect(password).toHaveAttribute("autocomplete", "current-password");
  expect(password).toBeRequired();
  const remember = within(scope).getByRole("switch", { name: "Remember me" });
  expect(remember).toHaveAttribute("type", "checkbox");
  expect(remember).not.toBeChecked();
  expect(within(scope).getByRole("button", { name: "Sign in" })).toHaveAttribute("type", "submit");
}

afterEach(() => vi.restoreAllMocks());

describe("AuthCard", () => {
  it("puts its title (an h1 unless told) and description in a raised gradient band", () => {
    const { container } = render(
      <AuthCard title="Sign in" description="Enter your email." color="info" headerExtra={<p>extra</p>}>
        <p>body</p>
      </AuthCard>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    const card = container.querySelector(".auth-card")!;
    expect(card).toHaveClass("auth-card-gradient");
    expect(card.querySelector(".auth-card-header")).toHaveClass("bg-gradient-info");
    expect(screen.getByText("Enter your email.")).toBeInTheDocument();
    expect(screen.getByText("extra")).toBeInTheDocument();
    expect(card.querySelector(".card-body")).toHaveTextContent("body");
  });

  it("can be plain and use an h2", () => {
    const { container } = render(
      <AuthCard title="Welcome back" titleAs="h2" header="plain">
        <p>body</p>
      </AuthCard>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Welcome back" })).toBeInTheDocument();
    expect(container.querySelector(".auth-card")).toHaveClass("auth-card-plain");
    expect(container.querySelector(".auth-card-header")?.className).not.toContain("bg-gradient");
    expect(container.querySelector(".auth-card-description")).toBeNull();
  });

  it("rejects an unknown header look or colour", () => {
    expectRenderError(
      // @ts-expect-error: a header look the card does not have
      <AuthCard title="x" header="fancy">
        body
      </AuthCard>,
      'AuthCard: header must be one of gradient, plain; got "fancy"',
    );
    expectRenderError(
      // @ts-expect-error: a colour outside the theme
      <AuthCard title="x" color="pink">
        body
      </AuthCard>,
      "AuthCard: color must be one of",
    );
  });

  it("has no axe violations", async () => {
    await expectAccessible(
      <AuthCard title="Sign in" headerExtra={<SocialSignIn look="icons" />}>
        <SignInForm signUpTo={href("signup-cover")} />
      </AuthCard>,
      renderWithRouter,
    );
  });
});

describe("AuthPrompt", () => {
  it("asks its question and links to the other form", () => {
    renderWithRouter(<AuthPrompt question="Don't have an account?" action="Sign up" to={href("signup-cover")} />);
    expect(screen.getByText(/Don't have an account\?/)).toHaveClass("auth-prompt");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", href("signup-cover"));
  });
});

describe("SignInForm", () => {
  it("has Email, Password, Remember me and Sign in, with labels, types and autocomplete", () => {
    const { container } = renderWithRouter(<SignInForm signUpTo={href("signup-cover")} />);
    expectSignInFields(container);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", href("signup-cover"));
  });

  it("sends nothing and says so once filled in and submitted", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SignInForm color="info" signUpTo={href("signin-basic")} />);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", href("signin-basic"));
    expect(screen.getByRole("button", { name: "Sign in" })).toHaveClass("bg-gradient-info");
    await user.type(screen.getByLabelText("Email"), "amara@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("switch", { name: "Remember me" }));
    expect(screen.getByRole("switch", { name: "Remember me" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("status")).toHaveTextContent(demoFormMessage);
  });

  it("gives each form its own ids", () => {
    const { container } = renderWithRouter(
      <>
        <SignInForm signUpTo={href("signup-cover")} />
        <SignInForm signUpTo={href("signup-cover")} />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole("switch", { name: "Remember me" })).toHaveLength(2);
  });

  it("rejects an unknown button colour", () => {
    // @ts-expect-error: a colour outside the theme
    expectRenderError(<SignInForm color="pink" />, "SignInForm: color must be one of");
  });
});

describe("SocialSignIn", () => {
  it("offers Facebook, GitHub and Google by default, as named buttons with hidden icons", () => {
    const { container } = render(<SocialSignIn />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Sign in with Facebook", "Sign in with GitHub", "Sign in with Google"]);
    for (const button of buttons) {
      expect(button).toHaveAttribute("type", "button");
      expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
      expect(button.querySelector("svg")).toHaveAttribute("focusable", "false");
    }
    expect(screen.getByRole("button", { name: "Sign in with GitHub" })).toBeInTheDocument();
    expect(container.querySelector(".social-signin")).toHaveClass("social-signin-buttons");
    expect(screen.getByText("Facebook")).toHaveClass("social-signin-label");
  });

  it("says it is a demo when a network is pressed, and announces each press", async () => {
    const user = userEvent.setup();
    render(<SocialSignIn look="icons" networks={["google", "apple"]} />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(status).toHaveTextContent(socialSignInMessage("google"));
    expect(socialSignInMessage("google")).toBe("Signing in with Google is only a demo: nothing was sent.");
    const first = status.firstElementChild;
    await user.click(screen.getByRole("button", { name: "Sign in with Apple" }));
    expect(status).toHaveTextContent(socialSignInMessage("apple"));
    expect(status.firstElementChild).not.toBe(first);
  });

  it("shows only icons in the icons look, names kept for screen readers", () => {
    render(<SocialSignIn look="icons" />);
    expect(screen.getByRole("button", { name: "Sign in with Facebook" })).toBeInTheDocument();
    expect(screen.getByText("Sign in with Facebook")).toHaveClass("visually-hidden");
  });

  it("rejects an unknown look or network", () => {
    // @ts-expect-error: a look the row does not have
    expectRenderError(<SocialSignIn look="pills" />, 'SocialSignIn: look must be one of icons, buttons; got "pills"');
    expectRenderError(<SocialSignIn networks={["myspace" as SocialSignInNetwork]} />, "SocialSignIn: networks must be one of");
  });

  it("has no axe violations in either look", async () => {
    await expectAccessible(<SocialSignIn />, renderWithRouter);
    await expectAccessible(<SocialSignIn look="icons" />, renderWithRouter);
  });
});

describe("AuthCover", () => {
  it("draws a decorative photo band and puts its card under it", () => {
    const { container } = render(
      <AuthCover image="https://images.unsplash.com/photo-1?w=1600">
        <p>the card</p>
      </AuthCover>,
    );
    const band = container.querySelector(".auth-cover-header")!;
    expect(band.querySelector("img")).toHaveAttribute("alt", "");
    expect(band).not.toHaveTextContent("the card");
    expect(container.querySelector(".auth-cover-body")).toHaveTextContent("the card");
  });
});

describe("authentication pages", () => {
  const signInPages = [
    ["sign in basic", SigninBasic],
    ["sign in cover", SigninCover],
    ["sign in illustration", SigninIllustration],
    ["sign in simple", SigninSimple],
  ] as const;

  for (const [name, Page] of signInPages) {
    it(`${name}: one h1, the sign-in fields and a link to sign up`, () => {
      const { container } = renderTemplatePage(Page);
      expect(container.querySelectorAll("h1")).toHaveLength(1);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign in");
      expectSignInFields(container.querySelector("main")!);
      expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", href("signup-cover"));
    });
  }

  it("sign in basic offers the three social networks as icons in its card's band", () => {
    const { container } = renderTemplatePage(SigninBasic);
    const band = container.querySelector<HTMLElement>(".auth-card-header")!;
    expect(within(band).getAllByRole("button", { name: /^Sign in with / }).map((button) => button.textContent)).toEqual([
      "Sign in with Facebook",
      "Sign in with GitHub",
      "Sign in with Google",
    ]);
  });

  it("sign in simple offers three social networks and an 'or' before the form", () => {
    renderTemplatePage(SigninSimple);
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("button", { name: /^Sign in with / })).toHaveLength(3);
    expect(within(main).getByText("or").parentElement).toHaveClass("auth-divider");
  });

  it("sign in illustration has our own hidden art and a quote", () => {
    const { container } = renderTemplatePage(SigninIllustration);
    const art = container.querySelector(".auth-illustration-art")!;
    expect(art).toHaveAttribute("aria-hidden", "true");
    expect(art).toHaveAttribute("focusable", "false");
    expect(container.querySelector(".auth-illustration-panel")?.closest(".d-none.d-lg-block")).not.toBeNull();
    expect(container.querySelector("blockquote")).toHaveTextContent(/first step/);
  });

  it("sign up cover: Name, Email, a new password, the terms checkbox, a way back to sign in, and a demo submit", async () => {
    const user = userEvent.setup();
    const { container } = renderTemplatePage(SignupCover);
    expect(container.querySelectorAll("h1")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Join us today");
    for (const field of ["Name", "Email", "Password"]) expect(screen.getByLabelText(field)).toBeRequired();
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("type", "text");
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "email");
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    const terms = screen.getByRole("checkbox", { name: "I agree to the Terms and Conditions" });
    expect(terms).toBeRequired();
    expect(terms).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", href("privacy"));
    expect(screen.getByRole("button", { name: "Sign up" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", href("signin-cover"));

    for (const [field, text] of [
      [name, "Amara Okafor"],
      [screen.getByLabelText("Email"), "amara@example.com"],
      [password, "a new long passphrase"],
    ] as const) {
      await user.click(field);
      await user.paste(text);
    }
    await user.click(terms);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("status")).toHaveTextContent(demoFormMessage);
  });

  it("reset password cover: an e-mail within 60 seconds, one Email field and Send, which only says it is a demo", async () => {
    const { container } = renderTemplatePage(ResetpasswordCover);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Reset password");
    expect(screen.getByRole("main")).toHaveTextContent("within 60 seconds");
    expect(container.querySelectorAll("main input")).toHaveLength(1);
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("type", "submit");
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Email")).toBeRequired();

    await userEvent.type(screen.getByLabelText("Email"), "amara@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("status")).toHaveTextContent(demoFormMessage);
  });
});
