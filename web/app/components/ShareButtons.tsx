import type { IconType } from "react-icons";
import { FaDribbble, FaFacebook, FaTumblr, FaTwitter } from "react-icons/fa6";
import { ExternalLink } from "./ExternalLink";
import { assertOneOf } from "./kitProps";

export const shareNetworks = ["twitter", "facebook", "tumblr", "dribbble"] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** What is shared: a page's absolute address and a line of text to go with it. */
export interface SharedPage {
  url: string;
  text: string;
}

interface NetworkInfo {
  label: string;
  icon: IconType;
  /** The network's share page for `page`; networks that cannot share a link get their home page. */
  link: (page: SharedPage) => string;
  /** What the button does: "Share on" when `link` really shares the page, "Visit" when it only leads to the site. */
  verb: "Share on" | "Visit";
}

const encode = encodeURIComponent;

const networks: Record<ShareNetwork, NetworkInfo> = {
  twitter: {
    label: "Twitter",
    icon: FaTwitter,
    link: ({ url, text }) => `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(text)}`,
    verb: "Share on",
  },
  facebook: {
    label: "Facebook",
    icon: FaFacebook,
    link: ({ url }) => `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    verb: "Share on",
  },
  tumblr: {
    label: "Tumblr",
    icon: FaTumblr,
    link: ({ url, text }) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${encode(url)}&title=${encode(text)}`,
    verb: "Share on",
  },
  // Dribbble shares pictures, not links: the button leads to the site.
  dribbble: {
    label: "Dribbble",
    icon: FaDribbble,
    link: () => "https://dribbble.com/",
    verb: "Visit",
  },
};

/** The address a network's share button opens for `page`. */
export function shareLink(network: ShareNetwork, page: SharedPage): string {
  assertOneOf("ShareButtons", "network", shareNetworks, network);
  return networks[network].link(page);
}

/** A share button's accessible name: "Share on Twitter", or "Visit Dribbble" for a network that cannot share a link. */
export function shareName(network: ShareNetwork): string {
  const { verb, label } = networks[network];
  return `${verb} ${label}`;
}

export interface ShareButtonsProps extends SharedPage {
  /** The networks, in order (all four unless told). */
  networks?: readonly ShareNetwork[];
  /** The list's accessible name. */
  label?: string;
  /** Buttons with the network's name beside its icon, or round icon-only buttons. */
  labelled?: boolean;
  className?: string;
}

/**
 * Buttons in each network's colour that share a page: each opens the network's
 * share page for the page's address in a new tab, and is named for what it does.
 */
export function ShareButtons({
  url,
  text,
  networks: shown = shareNetworks,
  label = "Share this page",
  labelled = true,
  className = "",
}: ShareButtonsProps) {
  if (!/^https?:\/\//.test(url)) throw new Error(`ShareButtons: url must be an absolute http(s) address; got ${JSON.stringify(url)}`);
  return (
    <ul className={["share-buttons", "list-unstyled", className].filter(Boolean).join(" ")} aria-label={label}>
      {shown.map((network) => {
        const { verb, label: networkLabel, icon: Icon } = networks[network];
        const link = shareLink(network, { url, text });
        return (
          <li key={network}>
            <ExternalLink
              href={link}
              className={["btn", `btn-${network}`, "share-button", labelled ? "btn-sm" : "btn-icon-only", "mb-0"].join(" ")}
            >
              <Icon size={16} aria-hidden="true" focusable="false" />
              {labelled ? (
                <span>
                  <span className="visually-hidden">{verb} </span>
                  {networkLabel}
                </span>
              ) : (
                <span className="visually-hidden">{shareName(network)}</span>
              )}
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
