import { useCurrentYear } from "~/lib/useCurrentYear";

const links = [
  { name: "About", href: "/pages/company/about-us" },
  { name: "Guides", href: "/pages/blog/single-article" },
  { name: "Help centre", href: "/pages/support/help-center" },
  { name: "Contact", href: "/pages/support/contact-us" },
];

export default function FootersMinimal() {
  const year = useCurrentYear();
  return (
    <footer className="footer-minimal text-center">
      <a className="footer-minimal-brand" href="/">
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="m16 6 4 10-4 10-4-10Z" fill="currentColor" />
        </svg>
        Settleright
      </a>
      <nav aria-label="Settleright">
        <ul className="footer-minimal-links list-unstyled">
          {links.map((link) => (
            <li key={link.name}>
              <a href={link.href}>{link.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-xs text-soft mb-0">
        © {year} Settleright, a sample organisation · General information, not legal advice ·{" "}
        <a href="/pages/support/privacy">Privacy</a>
      </p>
    </footer>
  );
}

export const meta = { title: "Footer: minimal and centred", keywords: ["footer", "minimal", "centred", "simple footer"] };
