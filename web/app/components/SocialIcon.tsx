import { FaFacebook, FaInstagram, FaTwitter } from "react-icons/fa6";
import type { SocialLink } from "~/content/site";

const icons = { facebook: FaFacebook, twitter: FaTwitter, instagram: FaInstagram } as const;

/** The decorative icon of a social network; the link around it carries the name. */
export function SocialIcon({ network, size = 18 }: { network: SocialLink["network"]; size?: number }) {
  const Icon = icons[network];
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
