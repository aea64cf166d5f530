import { FaFacebook, FaInstagram, FaPinterest, FaTwitter } from "react-icons/fa6";
import { MdTerrain } from "react-icons/md";
import { useCurrentYear } from "~/components/Footer";
import { FooterSection } from "~/components/FooterSection";
import { href } from "~/routes";

const links = [
  { name: "Trips", href: href("rental") },
  { name: "About", href: href("about") },
  { name: "Journal", href: href("single-article") },
  { name: "FAQ", href: href("faq") },
  { name: "Privacy", href: href("privacy") },
  { name: "Contact", href: href("contactus") },
];

const socials = [
  { icon: FaInstagram, link: "https://www.instagram.com/", label: "Fernway on Instagram" },
  { icon: FaFacebook, link: "https://www.facebook.com/", label: "Fernway on Facebook" },
  { icon: FaTwitter, link: "https://twitter.com/", label: "Fernway on Twitter" },
  { icon: FaPinterest, link: "https://www.pinterest.com/", label: "Fernway on Pinterest" },
];

export default function FooterDark() {
  const year = useCurrentYear();

  return (
    <FooterSection
      theme="dark"
      brand={{
        name: "Fernway",
        route: href("presentation"),
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
