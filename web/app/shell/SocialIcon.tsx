import type { IconType } from "react-icons";
import { FaFacebook, FaInstagram, FaTwitter } from "react-icons/fa6";
import type { SocialLink } from "~/content/site";

const icons: Record<SocialLink["network"], IconType> = { facebook: FaFacebook, twitter: FaTwitter, instagram: FaInstagram };

/** The decorative icon of a social network; the link around it carries the name. */
export function SocialIcon({ network, size = 18 }: { network: SocialLink["network"]; size?: number }) {
  const NetworkIcon = icons[network];
  return <NetworkIcon className="svg-icon" size={size} aria-hidden="true" focusable="false" />;
}
