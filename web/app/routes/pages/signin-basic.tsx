import type { MetaFunction } from "react-router";
import { AuthCard } from "~/components/AuthCard";
import { PhotoHeader } from "~/components/PhotoHeader";
import { SignInForm } from "~/components/SignInForm";
import { SocialSignIn } from "~/components/SocialSignIn";
import { pageMeta } from "~/shell/meta";
import { href } from "~/paths";
import { unsplashPhoto } from "~/content/photos";

export const meta: MetaFunction = () => pageMeta("signin-basic");

const backgroundPhoto = unsplashPhoto("1529655683826-aba9b3e77383", 1600);

export default function SigninBasic() {
  return (
    <PhotoHeader image={backgroundPhoto} className="auth-basic-header">
      <div className="row justify-content-center">
        <div className="col-xl-4 col-lg-5 col-md-7 col-sm-10">
          <AuthCard title="Sign in" headerExtra={<SocialSignIn look="icons" />}>
            <SignInForm signUpTo={href("signup-cover")} />
          </AuthCard>
        </div>
      </div>
    </PhotoHeader>
  );
}
