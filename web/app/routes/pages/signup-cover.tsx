import { useId } from "react";
import { Form } from "react-bootstrap";
import { Link, type MetaFunction } from "react-router";
import { AuthCard, AuthPrompt } from "~/components/AuthCard";
import { AuthCover } from "~/components/AuthCover";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("signup-cover");

const coverPhoto = unsplashPhoto("1520986606214-8b456906c813", 1600);

export default function SignupCover() {
  const id = useId();
  return (
    <AuthCover image={coverPhoto}>
      <AuthCard title="Join us today" description="Enter your name, email and a password to register.">
        <DemoForm method="post">
          <Input variant="outline" type="text" name="name" label="Name" autoComplete="name" required className="mb-3" />
          <Input variant="outline" type="email" name="email" label="Email" autoComplete="email" required className="mb-3" />
          <Input
            variant="outline"
            type="password"
            name="password"
            label="Password"
            autoComplete="new-password"
            required
            className="mb-3"
          />
          <Form.Check
            type="checkbox"
            id={`${id}-terms`}
            name="terms"
            required
            className="mb-0"
            label={
              <>
                I agree to the{" "}
                <Link to={href("privacy")} className="auth-link">
                  Terms and Conditions
                </Link>
              </>
            }
          />
          <Button type="submit" variant="gradient" color="primary" className="w-100 mt-4 mb-0">
            Sign up
          </Button>
        </DemoForm>
        <AuthPrompt question="Already have an account?" action="Sign in" to={href("signin-cover")} className="mt-4" />
      </AuthCard>
    </AuthCover>
  );
}
