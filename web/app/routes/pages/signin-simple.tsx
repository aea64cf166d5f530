import type { MetaFunction } from "react-router";
import type { TemplatePageHandle } from "~/shell/layouts/TemplatePage";
import { AuthCard } from "~/components/AuthCard";
import { SignInForm } from "~/components/SignInForm";
import { SocialSignIn } from "~/components/SocialSignIn";
import { pageMeta } from "~/shell/meta";
import { href } from "~/paths";

/** Its navbar and main element, as the template pages' layout (routes/template-pages.tsx) draws them. */
export const handle: TemplatePageHandle = { navbar: "light", className: "auth-simple" };

export const meta: MetaFunction = () => pageMeta("signin-simple");

export default function SigninSimple() {
  return (
    <div className="container">
      <div className="row justify-content-center">
        <div className="col-xl-4 col-lg-6 col-md-8 col-sm-10">
          <AuthCard header="plain" title="Sign in" description="Use an account you already have, or your email and password.">
            <SocialSignIn look="buttons" networks={["facebook", "github", "google"]} />
            <p className="auth-divider">
              <span>or</span>
            </p>
            <SignInForm color="dark" signUpTo={href("signup-cover")} />
          </AuthCard>
        </div>
      </div>
    </div>
  );
}
