import type { MetaFunction } from "react-router";
import { AuthCard } from "~/components/AuthCard";
import { Footer } from "~/components/Footer";
import { Navbar } from "~/components/Navbar";
import { PhotoHeader } from "~/components/PhotoHeader";
import { SignInForm } from "~/components/SignInForm";
import { SocialSignIn } from "~/components/SocialSignIn";
import { pageMeta } from "~/content/meta";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("signin-basic");

const backgroundPhoto = "https://images.unsplash.com/photo-1529655683826-aba9b3e77383?auto=format&fit=crop&w=1600&q=70";

export default function SigninBasic() {
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <PhotoHeader image={backgroundPhoto} className="auth-basic-header">
          <div className="row justify-content-center">
            <div className="col-xl-4 col-lg-5 col-md-7 col-sm-10">
              <AuthCard title="Sign in" headerExtra={<SocialSignIn look="icons" />}>
                <SignInForm />
              </AuthCard>
            </div>
          </div>
        </PhotoHeader>
      </main>
      <Footer />
    </>
  );
}
