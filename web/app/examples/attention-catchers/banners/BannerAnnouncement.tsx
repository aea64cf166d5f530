import { useRef, useState } from "react";
import { MdArrowForward, MdCampaign, MdClose } from "react-icons/md";

export default function BannerAnnouncement() {
  const [shown, setShown] = useState(true);
  const again = useRef<HTMLButtonElement>(null);
  const banner = useRef<HTMLElement>(null);

  return (
    <div className="announce-demo">
      {shown ? (
        <section ref={banner} className="announce-banner" aria-label="Announcement">
          <span className="announce-banner-icon" aria-hidden="true">
            <MdCampaign size={22} focusable="false" />
          </span>
          <p className="mb-0">
            <strong>New:</strong> visa fees and the health surcharge change on 9 April (a sample date).{" "}
            <a href="/pages/blog/single-article" className="announce-banner-link">
              See what changes
              <MdArrowForward aria-hidden="true" focusable="false" />
            </a>
          </p>
          <button
            type="button"
            className="announce-banner-close"
            aria-label="Dismiss announcement"
            onClick={() => {
              setShown(false);
              // The button that had the focus is gone: the one that brings the banner back takes it.
              requestAnimationFrame(() => again.current?.focus());
            }}
          >
            <MdClose size={20} aria-hidden="true" focusable="false" />
          </button>
        </section>
      ) : (
        <div className="announce-banner-gone">
          <p role="status" className="text-sm mb-0">
            Announcement dismissed.
          </p>
          <button
            ref={again}
            type="button"
            className="btn btn-sm btn-outline-dark mb-0"
            onClick={() => {
              setShown(true);
              requestAnimationFrame(() => banner.current?.querySelector("a")?.focus());
            }}
          >
            Show the banner again
          </button>
        </div>
      )}
      <div className="announce-demo-page" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

export const meta = {
  title: "Banner: announcement",
  keywords: ["banner", "announcement", "dismissible", "notice bar", "top bar"],
  order: 1,
  scripted: true,
};
