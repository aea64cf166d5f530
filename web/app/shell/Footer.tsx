import { Link } from "react-router";
import { footerMenus, site, socialLinks } from "~/content/site";
import { useCurrentYear } from "~/lib/useCurrentYear";
import { href } from "~/paths";
import { ExternalLink } from "~/components/ExternalLink";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

/** The site footer: brand, social links (saying whose), the menus, what the site is and the copyright line. */
export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer pt-5 mt-5">
      <div className="container">
        <div className="row">
          <div className="col-md-3 mb-4">
            <Link to={href("presentation")} className="footer-brand d-inline-flex align-items-center gap-2">
              <Logo size={40} />
              <span className="h6 mb-0">{site.brand}</span>
            </Link>
            <p className="text-sm mt-2 mb-3">{site.tagline}</p>
            <p className="text-sm fw-bold mb-2">{site.socialOwner} on social media</p>
            <ul className="list-unstyled d-flex gap-2 mb-0">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <ExternalLink href={social.href} className="social-link">
                    <SocialIcon network={social.network} />
                    <span className="visually-hidden">{`${site.socialOwner} on ${social.label}`}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
          {footerMenus.map((menu) => (
            <div key={menu.name} className="col-6 col-md-3 mb-4">
              <h2 className="footer-heading">{menu.name}</h2>
              <ul className="list-unstyled mb-0">
                {menu.items.map((item) => (
                  <li key={item.name}>
                    {item.href.startsWith("/") ? (
                      <Link to={item.href} className="footer-link">
                        {item.name}
                      </Link>
                    ) : (
                      <ExternalLink href={item.href} className="footer-link">
                        {item.name}
                      </ExternalLink>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <hr className="horizontal dark" />
        <p className="text-center text-sm pt-3 mb-1">{site.independence}</p>
        <p className="text-center text-sm pb-3 mb-0">All rights reserved. Copyright {year}</p>
      </div>
    </footer>
  );
}
