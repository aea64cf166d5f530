import type { ReactNode } from "react";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";
import { RouteLink } from "./RouteLink";

export const authCardHeaders = ["gradient", "plain"] as const;
export type AuthCardHeader = (typeof authCardHeaders)[number];

export interface AuthCardProps {
  /** The card's title: on the sign-in pages it is the page's one `<h1>`. */
  title: string;
  /** The title's heading level (h1 unless told). */
  titleAs?: "h1" | "h2";
  /** A short line under the title. */
  description?: ReactNode;
  /** gradient: the title sits in a coloured band raised over the card's top edge; plain: on the card itself. */
  header?: AuthCardHeader;
  /** The colour of the gradient band. */
  color?: ThemeColor;
  /** More content for the header, under the title (a row of social sign-in icons, for example). */
  headerExtra?: ReactNode;
  /** The card's content: a form, mostly. */
  children: ReactNode;
  className?: string;
}

/**
 * The card of the sign-in, sign-up and reset-password designs: a title (in a
 * raised gradient band, or plain), an optional description, then the form.
 */
export function AuthCard({
  title,
  titleAs: Title = "h1",
  description,
  header = "gradient",
  color = "primary",
  headerExtra,
  children,
  className = "",
}: AuthCardProps) {
  assertOneOf("AuthCard", "header", authCardHeaders, header);
  assertOneOf("AuthCard", "color", themeColors, color);
  assertOneOf("AuthCard", "titleAs", ["h1", "h2"] as const, Title);
  const gradient = header === "gradient";
  return (
    <div className={["card", "auth-card", `auth-card-${header}`, className].filter(Boolean).join(" ")}>
      <div className={["auth-card-header", gradient && `bg-gradient-${color}`].filter(Boolean).join(" ")}>
        <Title className="auth-card-title">{title}</Title>
        {description != null && <p className="auth-card-description">{description}</p>}
        {headerExtra}
      </div>
      <div className="card-body auth-card-body">{children}</div>
    </div>
  );
}

export interface AuthPromptProps {
  /** The question, e.g. "Don't have an account?". */
  question: string;
  /** The link's words, e.g. "Sign up". */
  action: string;
  /** Where the link leads (a path made with `href(...)`). */
  to: string;
  className?: string;
}

/** The line under an auth form that leads to the other form: "Don't have an account? Sign up". */
export function AuthPrompt({ question, action, to, className = "" }: AuthPromptProps) {
  return (
    <p className={["auth-prompt", className].filter(Boolean).join(" ")}>
      {question}{" "}
      <RouteLink to={to} className="auth-link">
        {action}
      </RouteLink>
    </p>
  );
}
