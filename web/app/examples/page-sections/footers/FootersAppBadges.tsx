import { useId } from "react";
import { Icon, type SvgIconData } from "~/components/Icon";
import { SelectField } from "~/components/SelectField";
import { useCurrentYear } from "~/lib/useCurrentYear";

const menus = [
  {
    name: "Moving",
    items: [
      { name: "Start here", href: "/pages/blog/single-article" },
      { name: "Fees and prices", href: "/pages/company/pricing" },
      { name: "Questions", href: "/pages/support/faq" },
    ],
  },
  {
    name: "About",
    items: [
      { name: "Who we are", href: "/pages/company/about-us" },
      { name: "Our advisers", href: "/pages/blog/author" },
      { name: "Contact", href: "/pages/support/contact-us" },
    ],
  },
];

// Material Design icons (Apache 2.0), drawn inline by the kit's Icon: a plane and two generic phones.
const plane: SvgIconData = {
  viewBox: "0 0 24 24",
  d: "M21 16v-2l-8-5V3.5c0-.83-.67-1.5-1.5-1.5S10 2.67 10 3.5V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z",
};
const badges: { icon: SvgIconData; platform: string }[] = [
  {
    icon: {
      viewBox: "0 0 24 24",
      d: "M15.5 1h-8A2.5 2.5 0 0 0 5 3.5v17A2.5 2.5 0 0 0 7.5 23h8a2.5 2.5 0 0 0 2.5-2.5v-17A2.5 2.5 0 0 0 15.5 1m-4 21c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m4.5-4H7V4h9z",
    },
    platform: "iPhone",
  },
  {
    icon: {
      viewBox: "0 0 24 24",
      d: "M16 1H8C6.34 1 5 2.34 5 4v16c0 1.66 1.34 3 3 3h8c1.66 0 3-1.34 3-3V4c0-1.66-1.34-3-3-3m-2 20h-4v-1h4zm3.25-3H6.75V4h10.5z",
    },
    platform: "Android",
  },
];

const languages = [
  { name: "English", lang: "en" },
  { name: "Cymraeg", lang: "cy" },
  { name: "Polski", lang: "pl" },
  { name: "Română", lang: "ro" },
  { name: "Español", lang: "es" },
  { name: "Українська", lang: "uk" },
];

export default function FootersAppBadges() {
  const year = useCurrentYear();
  const languageId = useId();
  return (
    <footer className="footer-apps">
      <div className="row gy-4">
        <div className="col-md-6 col-lg-4">
          <a className="footer-apps-brand" href="/">
            <Icon icon={plane} size={24} />
            Quayside Move
          </a>
          <p className="text-sm text-soft mt-2 mb-0">Your move to the UK in one checklist, on your phone. A sample organisation and app.</p>
        </div>
        {menus.map(({ name, items }) => (
          <div key={name} className="col-6 col-md-3 col-lg-2">
            <h3 className="footer-apps-heading">{name}</h3>
            <ul className="list-unstyled mb-0">
              {items.map((item) => (
                <li key={item.name}>
                  <a className="footer-apps-link" href={item.href}>
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="col-lg-4">
          <h3 className="footer-apps-heading">Take your checklist with you</h3>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {badges.map(({ icon, platform }) => (
              <li key={platform}>
                <a className="footer-apps-badge" href="/pages/apps/desktop-app">
                  <Icon icon={icon} size={24} />
                  <span>
                    <small>Get the app for</small>
                    <strong>{platform}</strong>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer-apps-bottom">
        <p className="text-sm text-soft mb-0">© {year} Quayside Move (sample). Badges drawn for this example.</p>
        <div className="d-flex align-items-center gap-2">
          <label className="text-sm fw-bold" style={{ whiteSpace: "nowrap" }} htmlFor={languageId}>
            Language
          </label>
          <SelectField id={languageId} className="form-select-sm" defaultValue="English" aria-describedby={`${languageId}-note`}>
            {languages.map(({ name, lang }) => (
              <option key={lang} lang={lang}>
                {name}
              </option>
            ))}
          </SelectField>
          <span id={`${languageId}-note`} className="visually-hidden">
            Demonstration: the page stays in English.
          </span>
        </div>
      </div>
    </footer>
  );
}

export const meta = { title: "Footer: app store badges", keywords: ["footer", "app badges", "language select", "download"] };
