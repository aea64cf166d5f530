import { FaDribbble, FaLinkedin, FaTwitter, FaYoutube } from "react-icons/fa6";
import { MdBolt } from "react-icons/md";
import { useCurrentYear } from "~/components/Footer";
import { FooterSection } from "~/components/FooterSection";
import { href } from "~/routes";

const menus = [
  {
    name: "Company",
    items: [
      { name: "About us", href: href("about") },
      { name: "Pricing", href: href("pricing") },
      { name: "Our offices", href: href("coworking") },
      { name: "Privacy policy", href: href("privacy") },
    ],
  },
  {
    name: "Resources",
    items: [
      { name: "Blog", href: href("single-article") },
      { name: "Authors", href: href("author") },
      { name: "Desktop app", href: href("desktop-app") },
    ],
  },
  {
    name: "Help & Support",
    items: [
      { name: "Contact us", href: href("contactus") },
      { name: "Help center", href: href("helpcenter") },
      { name: "FAQ", href: href("faq") },
    ],
  },
  {
    name: "Account",
    items: [
      { name: "Sign in", href: href("signin-basic") },
      { name: "Create account", href: href("signup-cover") },
      { name: "Reset password", href: href("resetpassword-cover") },
    ],
  },
];

const socials = [
  { icon: FaTwitter, link: "https://twitter.com/", label: "Brightbolt on Twitter" },
  { icon: FaLinkedin, link: "https://www.linkedin.com/", label: "Brightbolt on LinkedIn" },
  { icon: FaDribbble, link: "https://dribbble.com/", label: "Brightbolt on Dribbble" },
  { icon: FaYoutube, link: "https://www.youtube.com/", label: "Brightbolt on YouTube" },
];

export default function FooterMenus() {
  const year = useCurrentYear();

  return (
    <FooterSection
      brand={{
        name: "Brightbolt",
        route: href("presentation"),
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
