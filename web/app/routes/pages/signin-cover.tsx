import type { MetaFunction } from "react-router";
import { AuthCard } from "~/components/AuthCard";
import { AuthCover } from "~/components/AuthCover";
import { Footer } from "~/components/Footer";
import { Navbar } from "~/components/Navbar";
import { SignInForm } from "~/components/SignInForm";
import { pageMeta } from "~/content/meta";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("signin-cover");

const coverPhoto = "https://images.unsplash.com/photo-1486299267070-83823f5448dd?auto=format&fit=crop&w=1600&q=70";

export default function SigninCover() {
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <AuthCover image={coverPhoto}>
          <AuthCard title="Sign in" description="Enter your email and password to sign in." color="info">
            <SignInForm color="info" signUpTo={href("signup-cover")} />
          </AuthCard>
        </AuthCover>
      </main>
      <Footer />
    </>
  );
}
