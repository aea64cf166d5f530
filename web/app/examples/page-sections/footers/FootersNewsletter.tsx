import { useId } from "react";
import { DemoForm } from "~/components/DemoForm";
import { Icon, type SvgIconData } from "~/components/Icon";
import { useCurrentYear } from "~/lib/useCurrentYear";

// Material Design's "explore" icon (Apache 2.0), drawn inline by the kit's Icon.
const compass: SvgIconData = {
  viewBox: "0 0 24 24",
  d: "M12 10.9c-.61 0-1.1.49-1.1 1.1s.49 1.1 1.1 1.1 1.1-.49 1.1-1.1-.49-1.1-1.1-1.1M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m2.19 12.19L6 18l3.81-8.19L18 6z",
};

const menus = [
  {
    name: "Guides",
    items: [
      { name: "Latest guide", href: "/pages/blog/single-article" },
      { name: "Our writers", href: "/pages/blog/author" },
      { name: "Desktop app", href: "/pages/apps/desktop-app" },
    ],
  },
  {
    name: "Company",
    items: [
      { name: "About us", href: "/pages/company/about-us" },
      { name: "Pricing", href: "/pages/company/pricing" },
      { name: "Our coworking space", href: "/pages/landing-pages/coworking" },
    ],
  },
  {
    name: "Help",
    items: [
      { name: "Help centre", href: "/pages/support/help-center" },
      { name: "FAQ", href: "/pages/support/faq" },
      { name: "Contact us", href: "/pages/support/contact-us" },
    ],
  },
];

export default function FootersNewsletter() {
  const year = useCurrentYear();
  const emailId = useId();
  return (
    <footer className="footer-news">
      <div className="row gy-5">
        <div className="col-lg-3">
          <a className="footer-news-brand" href="/">
            <span className="footer-logo bg-gradient-info text-white">
              <Icon icon={compass} size={22} />
            </span>
            Harbourstep
          </a>
          <p className="text-sm text-soft mt-3 mb-0">Step-by-step guides for moving to the UK: visas, documents and your first month. A sample organisation.</p>
        </div>
        <div className="col-lg-5">
          <div className="row row-cols-2 row-cols-sm-3 gy-4">
            {menus.map(({ name, items }) => (
              <div key={name} className="col">
                <h3 className="footer-news-heading">{name}</h3>
                <ul className="list-unstyled mb-0">
                  {items.map((item) => (
                    <li key={item.name}>
                      <a className="footer-news-link" href={item.href}>
                        {item.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
        <div className="col-lg-4">
          <h3 className="footer-news-heading">Rule changes, once a month</h3>
          <p className="text-sm text-soft">One short email when fees, forms or deadlines change. No spam, unsubscribe in one click.</p>
          <DemoForm className="footer-news-form">
            <label className="form-label text-sm fw-bold" htmlFor={emailId}>
              Email address
            </label>
            <div className="d-flex flex-column flex-sm-row gap-2">
              <input id={emailId} className="form-control" type="email" name="email" autoComplete="email" required />
              <button type="submit" className="btn bg-gradient-info mb-0 flex-shrink-0">
                Subscribe
              </button>
            </div>
          </DemoForm>
        </div>
      </div>
      <hr className="horizontal dark my-4" />
      <div className="d-flex flex-column flex-md-row align-items-center justify-content-between gap-2 text-sm text-soft">
        <p className="text-center text-md-start mb-0">© {year} Harbourstep, a sample organisation. Not legal advice.</p>
        <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
          <li>
            <a className="footer-news-link" href="/pages/support/privacy">
              Privacy
            </a>
          </li>
          <li>
            <a className="footer-news-link" href="/pages/support/help-center">
              Accessibility
            </a>
          </li>
          <li>
            <a className="footer-news-link" href="/pages/support/contact-us">
              Complaints
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

export const meta = { title: "Footer: newsletter sign-up", keywords: ["footer", "newsletter", "sitemap", "link columns"] };
