import { FaFacebook, FaInstagram, FaPinterest, FaTwitter } from "react-icons/fa6";
import { MdTerrain } from "react-icons/md";
import { FooterSection } from "~/components/FooterSection";
import { useCurrentYear } from "~/lib/useCurrentYear";

const links = [
  { name: "Trips", href: "/pages/landing-pages/rental" },
  { name: "About", href: "/pages/company/about-us" },
  { name: "Journal", href: "/pages/blog/single-article" },
  { name: "FAQ", href: "/pages/support/faq" },
  { name: "Privacy", href: "/pages/support/privacy" },
  { name: "Contact", href: "/pages/support/contact-us" },
];

const socials = [
  { icon: FaInstagram, link: "https://www.instagram.com/", label: "Fernway on Instagram" },
  { icon: FaFacebook, link: "https://www.facebook.com/", label: "Fernway on Facebook" },
  { icon: FaTwitter, link: "https://twitter.com/", label: "Fernway on Twitter" },
  { icon: FaPinterest, link: "https://www.pinterest.com/", label: "Fernway on Pinterest" },
];

export default function Footers3() {
  const year = useCurrentYear();

  return (
    <FooterSection
      theme="dark"
      brand={{
        name: "Fernway",
        route: "/",
        description: "Small-group walking trips across the Highlands. Fernway is a sample travel company.",
        logo: (
          <span className="footer-logo bg-gradient-success">
            <MdTerrain size={22} aria-hidden="true" focusable="false" />
          </span>
        ),
      }}
      links={links}
      socials={socials}
      copyright={`All rights reserved. Copyright © ${year} Fernway.`}
    />
  );
}

export const meta = { title: "Footer: dark and centred" };
