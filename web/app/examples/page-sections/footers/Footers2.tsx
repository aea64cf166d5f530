import { FaDribbble, FaLinkedin, FaTwitter, FaYoutube } from "react-icons/fa6";
import { MdBolt } from "react-icons/md";
import { FooterSection } from "~/components/FooterSection";
import { useCurrentYear } from "~/lib/useCurrentYear";

const menus = [
  {
    name: "Company",
    items: [
      { name: "About us", href: "/pages/company/about-us" },
      { name: "Pricing", href: "/pages/company/pricing" },
      { name: "Our offices", href: "/pages/landing-pages/coworking" },
      { name: "Privacy policy", href: "/pages/support/privacy" },
    ],
  },
  {
    name: "Resources",
    items: [
      { name: "Blog", href: "/pages/blog/single-article" },
      { name: "Authors", href: "/pages/blog/author" },
      { name: "Desktop app", href: "/pages/apps/desktop-app" },
    ],
  },
  {
    name: "Help & Support",
    items: [
      { name: "Contact us", href: "/pages/support/contact-us" },
      { name: "Help center", href: "/pages/support/help-center" },
      { name: "FAQ", href: "/pages/support/faq" },
    ],
  },
  {
    name: "Account",
    items: [
      { name: "Sign in", href: "/authentication/sign-in/basic" },
      { name: "Create account", href: "/authentication/sign-up/cover" },
      { name: "Reset password", href: "/authentication/reset-password/cover" },
    ],
  },
];

const socials = [
  { icon: FaTwitter, link: "https://twitter.com/", label: "Brightbolt on Twitter" },
  { icon: FaLinkedin, link: "https://www.linkedin.com/", label: "Brightbolt on LinkedIn" },
  { icon: FaDribbble, link: "https://dribbble.com/", label: "Brightbolt on Dribbble" },
  { icon: FaYoutube, link: "https://www.youtube.com/", label: "Brightbolt on YouTube" },
];

export default function Footers2() {
  const year = useCurrentYear();

  return (
    <FooterSection
      brand={{
        name: "Brightbolt",
        route: "/",
        description: "Brightbolt is a sample company: the tools a small team needs to plan, build and launch.",
        logo: (
          <span className="footer-logo bg-gradient-primary">
            <MdBolt size={22} aria-hidden="true" focusable="false" />
          </span>
        ),
      }}
      menus={menus}
      socials={socials}
      headingLevel={3}
      copyright={`All rights reserved. Copyright © ${year} Brightbolt.`}
    />
  );
}

export const meta = { title: "Footer: link columns" };
