import type { MetaFunction } from "react-router";
import type { TemplatePageHandle } from "~/shell/layouts/TemplatePage";
import { AuthCard } from "~/components/AuthCard";
import { IllustrationPanel } from "~/components/IllustrationPanel";
import { SignInForm } from "~/components/SignInForm";
import { pageMeta } from "~/shell/meta";
import { href } from "~/paths";

/** Its navbar and main element, as the template pages' layout (routes/template-pages.tsx) draws them. */
export const handle: TemplatePageHandle = { navbar: "sticky", className: "auth-illustration" };

export const meta: MetaFunction = () => pageMeta("signin-illustration");

/** Our own art: an open passport with a globe, a key on a ring, and a plane on a dotted path. */
function SignInIllustration() {
  return (
    <svg className="auth-illustration-art" viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <circle cx="160" cy="160" r="136" fill="currentColor" opacity="0.08" />
      <circle cx="160" cy="160" r="100" fill="currentColor" opacity="0.08" />
      {/* The open passport. */}
      <path d="M70 96 q45 -14 88 6 v138 q-43 -20 -88 -6 z" fill="currentColor" opacity="0.95" />
      <path d="M250 96 q-45 -14 -88 6 v138 q43 -20 88 -6 z" fill="currentColor" opacity="0.82" />
      <circle cx="114" cy="150" r="26" fill="none" stroke="#c2185b" strokeWidth="5" opacity="0.55" />
      <ellipse cx="114" cy="150" rx="11" ry="26" fill="none" stroke="#c2185b" strokeWidth="4" opacity="0.45" />
      <path d="M88 150 h52" stroke="#c2185b" strokeWidth="4" opacity="0.45" />
      <rect x="92" y="192" width="46" height="6" rx="3" fill="#7b809a" opacity="0.5" />
      <rect x="180" y="128" width="50" height="8" rx="4" fill="#c2185b" opacity="0.5" />
      <rect x="180" y="146" width="44" height="6" rx="3" fill="#7b809a" opacity="0.45" />
      <rect x="180" y="160" width="52" height="6" rx="3" fill="#7b809a" opacity="0.45" />
      <rect x="180" y="174" width="36" height="6" rx="3" fill="#7b809a" opacity="0.45" />
      {/* A key hanging below it. */}
      <circle cx="222" cy="246" r="18" fill="none" stroke="currentColor" strokeWidth="7" />
      <path d="M238 256 l36 22 m-12 -8 l-6 10 m16 -2 l-6 10" fill="none" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
      {/* A plane on its way. */}
      <path d="M60 60 q60 -30 120 -10" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="6 8" opacity="0.6" />
      <path d="M196 42 l44 -10 l-18 14 l6 22 l-12 -16 l-20 -2 z" fill="currentColor" opacity="0.9" />
    </svg>
  );
}

export default function SigninIllustration() {
  return (
    <div className="container">
      <div className="row align-items-stretch g-4 py-4 py-lg-5">
        <div className="col-xl-4 col-lg-5 col-md-7 col-sm-10 mx-auto mx-lg-0 d-flex flex-column justify-content-center">
          <AuthCard header="plain" title="Sign in" description="Enter your email and password to sign in.">
            <SignInForm signUpTo={href("signup-cover")} />
          </AuthCard>
        </div>
        <div className="col-lg-6 offset-xl-2 offset-lg-1 d-none d-lg-block">
          <IllustrationPanel art={<SignInIllustration />} className="auth-illustration-panel">
            <figure className="auth-illustration-quote">
              <blockquote>
                <p>A new home starts with a small first step. Yours can start here.</p>
              </blockquote>
              <figcaption>The guide team</figcaption>
            </figure>
          </IllustrationPanel>
        </div>
      </div>
    </div>
  );
}
