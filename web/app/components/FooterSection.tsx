import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { ExternalLink } from "./ExternalLink";
import { assertOneOf } from "./kitProps";
import { RouteLink } from "./RouteLink";

export interface FooterLink {
  name: string;
  /** A path of this site ("/pages/…") or another site's address. */
  href: string;
}

export interface FooterMenu {
  name: string;
  items: FooterLink[];
}

export interface FooterSocial {
  /** A react-icons component; it is drawn decoratively. */
  icon: IconType;
  link: string;
  /** The link's accessible name, e.g. "Brightfold on Twitter". */
  label: string;
}

export interface FooterBrand {
  name: string;
  /** Where the brand leads: a path of this site or another site's address. */
  route: string;
  description?: string;
  /** A small decorative mark shown before the name. */
  logo?: ReactNode;
}

export const footerThemes = ["light", "dark"] as const;
const headingLevels = [2, 3, 4, 5, 6] as const;

export interface FooterSectionProps {
  brand: FooterBrand;
  socials?: FooterSocial[];
  /** Columns of links under a heading each. Give either menus or links. */
  menus?: FooterMenu[];
  /** One centred row of links. Give either menus or links. */
  links?: FooterLink[];
  /** The copyright line, e.g. `© ${useCurrentYear()} Brightfold`. */
  copyright: ReactNode;
  theme?: (typeof footerThemes)[number];
  /** The level of the menus' headings: one below the heading of what the footer ends. */
  headingLevel?: (typeof headingLevels)[number];
  className?: string;
}

/** A link to a page of this site, or to another site in a new tab. */
function FooterAnchor({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return href.startsWith("/") ? (
    <RouteLink to={href} className={className}>
      {children}
    </RouteLink>
  ) : (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  );
}

function SocialLinks({ socials, className = "" }: { socials: FooterSocial[]; className?: string }) {
  return (
    <ul className={`footer-section-socials list-unstyled d-flex flex-wrap gap-1 mb-0 ${className}`.trim()}>
      {socials.map(({ icon: Icon, link, label }) => (
        <li key={link}>
          <ExternalLink href={link} className="footer-section-social">
            <Icon size={18} aria-hidden="true" focusable="false" />
            <span className="visually-hidden">{label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A page footer: brand, social links, then either menus in columns or one centred row of
 * links, and the copyright line. Rendered as `<footer>`: inside a page's `<main>` or a
 * `<section>` that is not the page's contentinfo landmark.
 */
export function FooterSection({
  brand,
  socials = [],
  menus,
  links,
  copyright,
  theme = "light",
  headingLevel = 2,
  className = "",
}: FooterSectionProps) {
  if (menus && links) throw new Error("FooterSection: give either menus or links, not both");
  assertOneOf("FooterSection", "theme", footerThemes, theme);
  if (!(headingLevels as readonly unknown[]).includes(headingLevel)) {
    throw new Error(`FooterSection: headingLevel must be one of ${headingLevels.join(", ")}; got ${JSON.stringify(headingLevel)}`);
  }
  const Heading = `h${headingLevel}` as const;
  const layout = menus ? "columns" : "centered";

  const brandLink = (
    <FooterAnchor href={brand.route} className="footer-section-brand">
      {brand.logo}
      <span>{brand.name}</span>
    </FooterAnchor>
  );

  return (
    <footer className={`footer-section footer-section-${theme} footer-section-${layout} ${className}`.trim()}>
      {menus ? (
        <div className="row">
          <div className="col-lg-4 mb-4">
            {brandLink}
            {brand.description && <p className="footer-section-description">{brand.description}</p>}
            {socials.length > 0 && <SocialLinks socials={socials} />}
          </div>
          <div className="col-lg-8">
            <div className="row">
              {menus.map((menu) => (
                <div key={menu.name} className="col-6 col-md mb-4">
                  <Heading className="footer-section-heading">{menu.name}</Heading>
                  <ul className="list-unstyled mb-0">
                    {menu.items.map((item) => (
                      <li key={`${item.name}-${item.href}`}>
                        <FooterAnchor href={item.href} className="footer-section-link">
                          {item.name}
                        </FooterAnchor>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </div>
      ) : (
        <div className="text-center">
          {brandLink}
          {brand.description && <p className="footer-section-description mx-auto">{brand.description}</p>}
          {links && links.length > 0 && (
            <ul className="footer-section-links list-unstyled d-flex flex-wrap justify-content-center mb-3">
              {links.map((item) => (
                <li key={`${item.name}-${item.href}`}>
                  <FooterAnchor href={item.href} className="footer-section-link">
                    {item.name}
                  </FooterAnchor>
                </li>
              ))}
            </ul>
          )}
          {socials.length > 0 && <SocialLinks socials={socials} className="justify-content-center" />}
        </div>
      )}
      <hr className="footer-section-rule" />
      <p className="footer-section-copyright mb-0">{copyright}</p>
    </footer>
  );
}
