import { useId } from "react";
import { Form } from "react-bootstrap";
import { AuthPrompt } from "./AuthCard";
import { Button } from "./Button";
import { DemoForm } from "./DemoForm";
import { Input } from "./Input";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";

export interface SignInFormProps {
  /** Where the "Sign up" link leads: the app's sign-up page. */
  signUpTo: string;
  /** The colour of the Sign in button. */
  color?: ThemeColor;
  className?: string;
}

/**
 * The sign-in form of the authentication designs: Email, Password, a Remember me
 * switch and Sign in, then a link to sign up. A demo: it sends nothing and says so.
 * The field types and autocomplete values let password managers fill it in.
 */
export function SignInForm({ signUpTo, color = "primary", className = "" }: SignInFormProps) {
  assertOneOf("SignInForm", "color", themeColors, color);
  const id = useId();
  return (
    <div className={["sign-in-form", className].filter(Boolean).join(" ")}>
      <DemoForm method="post">
        <Input variant="outline" type="email" name="email" label="Email" autoComplete="email" required className="mb-3" />
        <Input
          variant="outline"
          type="password"
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          className="mb-3"
        />
        <Form.Check type="switch" role="switch" id={`${id}-remember`} name="remember" label="Remember me" className="mb-0" />
        <Button type="submit" variant="gradient" color={color} className="w-100 mt-4 mb-0">
          Sign in
        </Button>
      </DemoForm>
      <AuthPrompt question="Don't have an account?" action="Sign up" to={signUpTo} className="mt-4" />
    </div>
  );
}
