import type { MetaFunction } from "react-router";
import { AuthCard } from "~/components/AuthCard";
import { SignInForm } from "~/components/SignInForm";
import { SocialSignIn } from "~/components/SocialSignIn";
import { TemplatePage } from "~/components/TemplatePage";
import { pageMeta } from "~/content/meta";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("signin-simple");

export default function SigninSimple() {
  return (
    <TemplatePage navbar="light" className="auth-simple">
      <div className="container">
        <div className="row justify-content-center">
          <div className="col-xl-4 col-lg-6 col-md-8 col-sm-10">
            <AuthCard header="plain" title="Sign in" description="Use an account you already have, or your email and password.">
              <SocialSignIn look="buttons" networks={["facebook", "github", "google"]} />
              <p className="auth-divider">
                <span>or</span>
              </p>
              <SignInForm color="dark" />
            </AuthCard>
          </div>
        </div>
      </div>
    </TemplatePage>
  );
}
