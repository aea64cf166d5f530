import type { MetaFunction } from "react-router";
import { AuthCard } from "~/components/AuthCard";
import { AuthCover } from "~/components/AuthCover";
import { SignInForm } from "~/components/SignInForm";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("signin-cover");

const coverPhoto = unsplashPhoto("1486299267070-83823f5448dd", 1600);

export default function SigninCover() {
  return (
    <AuthCover image={coverPhoto}>
      <AuthCard title="Sign in" description="Enter your email and password to sign in." color="info">
        <SignInForm color="info" signUpTo={href("signup-cover")} />
      </AuthCard>
    </AuthCover>
  );
}
