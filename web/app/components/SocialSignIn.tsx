import { useState } from "react";
import type { IconType } from "react-icons";
import { FaApple, FaFacebook, FaGithub, FaGoogle, FaXTwitter } from "react-icons/fa6";
import { assertOneOf } from "./kitProps";

/** The networks a visitor can (pretend to) sign in with. */
const networkInfo = {
  facebook: { label: "Facebook", icon: FaFacebook },
  github: { label: "GitHub", icon: FaGithub },
  google: { label: "Google", icon: FaGoogle },
  apple: { label: "Apple", icon: FaApple },
  x: { label: "X", icon: FaXTwitter },
} satisfies Record<string, { label: string; icon: IconType }>;

export type SocialSignInNetwork = keyof typeof networkInfo;
export const socialSignInNetworks = Object.keys(networkInfo) as SocialSignInNetwork[];

export const socialSignInLooks = ["icons", "buttons"] as const;
export type SocialSignInLook = (typeof socialSignInLooks)[number];

/** What pressing a network's button says: these designs sign nobody in. */
export function socialSignInMessage(network: SocialSignInNetwork): string {
  return `Signing in with ${networkInfo[network].label} is only a demo: nothing was sent.`;
}

export interface SocialSignInProps {
  /** The networks offered, in order. */
  networks?: readonly SocialSignInNetwork[];
  /** icons: round white icons for a coloured band; buttons: outlined buttons with the network's name. */
  look?: SocialSignInLook;
  className?: string;
}

/**
 * A row of "sign in with …" buttons. They are demos: pressing one only says so,
 * in a status message that assistive technology announces.
 */
export function SocialSignIn({ networks = ["facebook", "github", "google"], look = "buttons", className = "" }: SocialSignInProps) {
  assertOneOf("SocialSignIn", "look", socialSignInLooks, look);
  for (const network of networks) assertOneOf("SocialSignIn", "networks", socialSignInNetworks, network);
  const [pressed, setPressed] = useState<{ network: SocialSignInNetwork; count: number } | null>(null);

  return (
    <div className={["social-signin", `social-signin-${look}`, className].filter(Boolean).join(" ")}>
      <ul className="social-signin-list list-unstyled">
        {networks.map((network) => {
          const { label, icon: Icon } = networkInfo[network];
          return (
            <li key={network}>
              <button
                type="button"
                className={`btn social-signin-button social-signin-${network}`}
                onClick={() => setPressed((last) => ({ network, count: (last?.count ?? 0) + 1 }))}
              >
                <Icon aria-hidden="true" focusable="false" />
                {look === "icons" ? (
                  <span className="visually-hidden">Sign in with {label}</span>
                ) : (
                  <>
                    <span className="visually-hidden">Sign in with </span>
                    <span className="social-signin-label">{label}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div role="status" className="social-signin-status">
        {/* A new node on each press, so the message is announced every time. */}
        {pressed && (
          <p key={pressed.count} className="demo-form-message">
            {socialSignInMessage(pressed.network)}
          </p>
        )}
      </div>
    </div>
  );
}
