import { FaFacebook, FaGithub, FaInstagram, FaTwitter } from "react-icons/fa6";
import { useCurrentYear } from "~/components/Footer";
import { FooterSection } from "~/components/FooterSection";
import { href } from "~/routes";

const links = [
  { name: "About Us", href: href("about") },
  { name: "Pricing", href: href("pricing") },
  { name: "Blog", href: href("single-article") },
  { name: "Help Center", href: href("helpcenter") },
  { name: "Contact", href: href("contactus") },
];

const socials = [
  { icon: FaTwitter, link: "https://twitter.com/", label: "Tasklane on Twitter" },
  { icon: FaFacebook, link: "https://www.facebook.com/", label: "Tasklane on Facebook" },
  { icon: FaInstagram, link: "https://www.instagram.com/", label: "Tasklane on Instagram" },
  { icon: FaGithub, link: "https://github.com/", label: "Tasklane on GitHub" },
];

export default function FooterSimple() {
  const year = useCurrentYear();

  return (
    <FooterSection
      brand={{ name: "Tasklane", route: href("presentation") }}
      links={links}
      socials={socials}
      copyright={`All rights reserved. Copyright © ${year} Tasklane, a sample company.`}
    />
  );
}
