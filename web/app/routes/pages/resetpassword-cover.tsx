import type { MetaFunction } from "react-router";
import { AuthCard, AuthPrompt } from "~/components/AuthCard";
import { AuthCover } from "~/components/AuthCover";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { Input } from "~/components/Input";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("resetpassword-cover");

const coverPhoto = unsplashPhoto("1500530855697-b586d89ba3ee", 1600);

/** The most a visitor waits for the reset e-mail (SPEC section 9). */
const RESET_MAIL_SECONDS = 60;

export default function ResetpasswordCover() {
  return (
    <AuthCover image={coverPhoto}>
      <AuthCard
        title="Reset password"
        description={`You will get an e-mail with the next steps within ${RESET_MAIL_SECONDS} seconds.`}
        color="info"
      >
        <p className="text-sm mb-4">Enter the email address you signed up with and we will send you a link to choose a new password.</p>
        <DemoForm method="post">
          <Input variant="outline" type="email" name="email" label="Email" autoComplete="email" required className="mb-0" />
          <Button type="submit" variant="gradient" color="info" className="w-100 mt-4 mb-0">
            Send
          </Button>
        </DemoForm>
        <AuthPrompt question="Remembered it after all?" action="Sign in" to={href("signin-cover")} className="mt-4" />
      </AuthCard>
    </AuthCover>
  );
}
