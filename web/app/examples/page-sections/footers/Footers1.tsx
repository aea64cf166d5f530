import { FaFacebook, FaGithub, FaInstagram, FaTwitter } from "react-icons/fa6";
import { FooterSection } from "~/components/FooterSection";
import { useCurrentYear } from "~/lib/useCurrentYear";

const links = [
  { name: "About Us", href: "/pages/company/about-us" },
  { name: "Pricing", href: "/pages/company/pricing" },
  { name: "Blog", href: "/pages/blog/single-article" },
  { name: "Help Center", href: "/pages/support/help-center" },
  { name: "Contact", href: "/pages/support/contact-us" },
];

const socials = [
  { icon: FaTwitter, link: "https://twitter.com/", label: "Tasklane on Twitter" },
  { icon: FaFacebook, link: "https://www.facebook.com/", label: "Tasklane on Facebook" },
  { icon: FaInstagram, link: "https://www.instagram.com/", label: "Tasklane on Instagram" },
  { icon: FaGithub, link: "https://github.com/", label: "Tasklane on GitHub" },
];

export default function Footers1() {
  const year = useCurrentYear();

  return (
    <FooterSection
      brand={{ name: "Tasklane", route: "/" }}
      links={links}
      socials={socials}
      copyright={`All rights reserved. Copyright © ${year} Tasklane, a sample company.`}
    />
  );
}

export const meta = { title: "Footer: centred with social icons" };
