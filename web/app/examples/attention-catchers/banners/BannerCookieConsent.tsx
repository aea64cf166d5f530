import { useEffect, useId, useRef, useState } from "react";
import { MdCookie } from "react-icons/md";

const optional = [
  { key: "analytics", label: "Analytics cookies", about: "Count visits and see which guides people read, so we can improve them." },
  { key: "marketing", label: "Marketing cookies", about: "Remember what you read to show related adviser services on other sites." },
] as const;
type Choices = Record<(typeof optional)[number]["key"], boolean>;

/** What the notice says once a choice is made. */
function summary(choices: Choices): string {
  const on = optional.filter(({ key }) => choices[key]).map(({ label }) => label.toLowerCase());
  if (on.length === optional.length) return "You accepted all optional cookies.";
  if (on.length === 0) return "You rejected all optional cookies.";
  return `You accepted ${on.join(" and ")} only.`;
}

export default function BannerCookieConsent() {
  const id = useId();
  const [choices, setChoices] = useState<Choices>({ analytics: false, marketing: false });
  const [settings, setSettings] = useState(false);
  const [decided, setDecided] = useState(false);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const firstSwitch = useRef<HTMLInputElement>(null);
  // Where the focus goes after the next change of view, once it is drawn.
  const focusNext = useRef<"confirmation" | "settings" | null>(null);

  useEffect(() => {
    if (focusNext.current === "confirmation") confirmation.current?.focus();
    if (focusNext.current === "settings") firstSwitch.current?.focus();
    focusNext.current = null;
  }, [decided, settings]);

  // The choice lives in this component only: nothing is written to cookies or storage.
  const decide = (next: Choices) => {
    setChoices(next);
    setDecided(true);
    setSettings(false);
    focusNext.current = "confirmation";
  };

  return (
    <div className="cookie-demo">
      <div className="cookie-demo-page" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </div>
      <section className="cookie-notice" aria-labelledby={`${id}-title`}>
        {decided ? (
          <>
            <h3 ref={confirmation} id={`${id}-title`} tabIndex={-1} className="h6 mb-1">
              Cookie choices saved
            </h3>
            <p className="text-sm mb-3">{summary(choices)} This demo keeps your choice only while the page is open.</p>
            <button
              type="button"
              className="btn btn-sm btn-outline-dark mb-0"
              onClick={() => {
                setDecided(false);
                setSettings(true);
                focusNext.current = "settings";
              }}
            >
              Change cookie settings
            </button>
          </>
        ) : (
          <>
            <div className="d-flex align-items-center gap-2 mb-1">
              <MdCookie size={22} aria-hidden="true" focusable="false" className="cookie-notice-icon" />
              <h3 id={`${id}-title`} className="h6 mb-0">
                Cookies on UK Guide
              </h3>
            </div>
            <p className="text-sm mb-3">
              We use essential cookies to make this site work. We would also like to set optional cookies to understand how you use the
              guide. They stay off unless you say yes.
            </p>
            {settings && (
              <div id={`${id}-settings`} className="cookie-settings">
                <div className="form-check form-switch">
                  <input
                    className="form-check-input"
                    type="checkbox"
                    role="switch"
                    id={`${id}-essential`}
                    checked
                    disabled
                    aria-describedby={`${id}-essential-about`}
                  />
                  <label className="form-check-label" htmlFor={`${id}-essential`}>
                    Essential cookies (always on)
                  </label>
                  <p id={`${id}-essential-about`} className="text-sm mb-2">
                    Keep the site secure and remember this choice.
                  </p>
                </div>
                {optional.map(({ key, label, about }, index) => (
                  <div key={key} className="form-check form-switch">
                    <input
                      ref={index === 0 ? firstSwitch : undefined}
                      className="form-check-input"
                      type="checkbox"
                      role="switch"
                      id={`${id}-${key}`}
                      checked={choices[key]}
                      aria-describedby={`${id}-${key}-about`}
                      onChange={(event) => setChoices({ ...choices, [key]: event.target.checked })}
                    />
                    <label className="form-check-label" htmlFor={`${id}-${key}`}>
                      {label}
                    </label>
                    <p id={`${id}-${key}-about`} className="text-sm mb-2">
                      {about}
                    </p>
                  </div>
                ))}
              </div>
            )}
            <div className="cookie-notice-actions">
              {settings ? (
                <button type="button" className="btn btn-sm btn-dark mb-0" onClick={() => decide(choices)}>
                  Save my choices
                </button>
              ) : (
                <button type="button" className="btn btn-sm btn-dark mb-0" onClick={() => decide({ analytics: true, marketing: true })}>
                  Accept all
                </button>
              )}
              <button
                type="button"
                className="btn btn-sm btn-outline-dark mb-0"
                onClick={() => decide({ analytics: false, marketing: false })}
              >
                Reject optional
              </button>
              <button
                type="button"
                className="btn btn-sm btn-link mb-0"
                aria-expanded={settings}
                aria-controls={settings ? `${id}-settings` : undefined}
                onClick={() => setSettings(!settings)}
              >
                Cookie settings
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export const meta = {
  title: "Banner: cookie consent",
  keywords: ["cookie", "consent", "banner", "privacy", "gdpr"],
  order: 2,
  scripted: true,
};
