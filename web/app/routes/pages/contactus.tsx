import type { MetaFunction } from "react-router";
import type { TemplatePageHandle } from "~/shell/layouts/TemplatePage";
import { ContactForm } from "~/components/ContactForm";
import { IllustrationPanel } from "~/components/IllustrationPanel";
import { pageMeta } from "~/shell/meta";

/** Its navbar and main element, as the template pages' layout (routes/template-pages.tsx) draws them. */
export const handle: TemplatePageHandle = { navbar: "sticky", className: "contact-page" };

export const meta: MetaFunction = () => pageMeta("contactus");

/** Our own art: a letter flying out of an open envelope, with two chat bubbles. */
function ContactIllustration() {
  return (
    <svg viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <circle cx="160" cy="160" r="132" fill="currentColor" opacity="0.08" />
      <circle cx="160" cy="160" r="96" fill="currentColor" opacity="0.08" />
      {/* The envelope. */}
      <rect x="78" y="150" width="164" height="104" rx="10" fill="currentColor" opacity="0.95" />
      <path d="M78 160 L160 214 L242 160" fill="none" stroke="#c2185b" strokeWidth="6" strokeLinejoin="round" opacity="0.35" />
      {/* The letter rising out of it. */}
      <rect x="100" y="92" width="120" height="96" rx="8" fill="currentColor" />
      <rect x="116" y="112" width="72" height="8" rx="4" fill="#c2185b" opacity="0.55" />
      <rect x="116" y="130" width="88" height="6" rx="3" fill="#7b809a" opacity="0.45" />
      <rect x="116" y="144" width="80" height="6" rx="3" fill="#7b809a" opacity="0.45" />
      <rect x="116" y="158" width="56" height="6" rx="3" fill="#7b809a" opacity="0.45" />
      {/* Chat bubbles. */}
      <path d="M38 58 h68 a12 12 0 0 1 12 12 v28 a12 12 0 0 1 -12 12 h-44 l-16 14 v-14 h-8 a12 12 0 0 1 -12 -12 v-28 a12 12 0 0 1 12 -12 z" fill="currentColor" opacity="0.9" />
      <circle cx="56" cy="84" r="5" fill="#c2185b" opacity="0.6" />
      <circle cx="72" cy="84" r="5" fill="#c2185b" opacity="0.6" />
      <circle cx="88" cy="84" r="5" fill="#c2185b" opacity="0.6" />
      <path d="M214 34 h62 a12 12 0 0 1 12 12 v24 a12 12 0 0 1 -12 12 h-6 v14 l-16 -14 h-40 a12 12 0 0 1 -12 -12 v-24 a12 12 0 0 1 12 -12 z" fill="currentColor" opacity="0.7" />
      <path d="M232 58 l10 10 l20 -20" fill="none" stroke="#2e7d32" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      {/* A little paper plane on its way. */}
      <path d="M250 228 l48 -22 l-14 46 l-12 -14 z" fill="currentColor" opacity="0.85" />
      <path d="M272 238 l26 -32" stroke="#c2185b" strokeWidth="3" opacity="0.4" />
      <path d="M246 244 q-26 18 -58 20" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="6 8" opacity="0.6" />
    </svg>
  );
}

export default function Contactus() {
  return (
    <div className="container">
      <div className="row align-items-stretch g-4 py-4 py-lg-5">
        <div className="col-lg-6 d-none d-lg-block">
          <IllustrationPanel art={<ContactIllustration />} className="contact-illustration">
            <p className="contact-illustration-caption">Questions, ideas or a broken link: every message is read by a person.</p>
          </IllustrationPanel>
        </div>
        <div className="col-lg-6 col-md-10 mx-auto">
          <div className="card contact-page-card">
            <div className="contact-page-card-header bg-gradient-primary">
              <h1 className="h3 text-white mb-1">Contact us</h1>
              <p className="text-white-soft mb-0">We reply to every message within 24 hours.</p>
            </div>
            <div className="card-body p-4">
              <p className="text-sm mb-4">
                Tell us what you were trying to do and what happened instead. The more detail you give, the faster we can help.
              </p>
              <ContactForm />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
