import facebook from "@fortawesome/fontawesome-free/svgs/brands/facebook.svg?icon";
import instagram from "@fortawesome/fontawesome-free/svgs/brands/instagram.svg?icon";
import twitter from "@fortawesome/fontawesome-free/svgs/brands/twitter.svg?icon";
import type { SocialLink } from "~/content/site";
import { Icon } from "./Icon";

const icons = { facebook, twitter, instagram } as const;

/** The decorative icon of a social network; the link around it carries the name. */
export function SocialIcon({ network, size = 18 }: { network: SocialLink["network"]; size?: number }) {
  return <Icon icon={icons[network]} size={size} />;
}
