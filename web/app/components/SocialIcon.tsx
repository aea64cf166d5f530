import facebook from "@fortawesome/fontawesome-free/svgs/brands/facebook.svg?url";
import instagram from "@fortawesome/fontawesome-free/svgs/brands/instagram.svg?url";
import twitter from "@fortawesome/fontawesome-free/svgs/brands/twitter.svg?url";
import type { SocialLink } from "~/content/site";
import { Icon } from "./Icon";

const icons = { facebook, twitter, instagram } as const;

/** The decorative icon of a social network; the link around it carries the name. */
export function SocialIcon({ network, size = 18 }: { network: SocialLink["network"]; size?: number }) {
  return <Icon src={icons[network]} size={size} />;
}
