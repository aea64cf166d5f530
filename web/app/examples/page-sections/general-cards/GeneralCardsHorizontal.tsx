import { useState } from "react";
import { Icon, type SvgIconData } from "~/components/Icon";
import { Photo } from "~/components/Photo";

// Material Design icons (Apache 2.0), drawn inline by the kit's Icon.
const clock: SvgIconData = {
  viewBox: "0 0 24 24",
  d: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z",
};
const bookmark: SvgIconData = { viewBox: "0 0 24 24", d: "M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2" };
const bookmarkOutline: SvgIconData = { viewBox: "0 0 24 24", d: "M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2m0 15-5-2.18L7 18V5h10z" };

export default function GeneralCardsHorizontal() {
  const [saved, setSaved] = useState(false);
  return (
    <div className="mx-auto" style={{ maxWidth: "46rem" }}>
      <article className="card card-horizontal overflow-hidden">
        <div className="row g-0">
          <div className="col-md-5">
            <div className="card-horizontal-photo">
              <Photo
                src="https://images.unsplash.com/photo-1529655683826-aba9b3e77383?auto=format&fit=crop&w=800&q=70"
                alt="A red bus on a city street"
                width={800}
                height={600}
                fit="fill"
                tone="danger"
              />
            </div>
          </div>
          <div className="col-md-7">
            <div className="card-body p-4 d-flex flex-column h-100">
              <p className="d-flex flex-wrap align-items-center gap-2 text-xs text-soft mb-2">
                <span className="badge badge-danger">Guide</span>
                <span className="d-inline-flex align-items-center gap-1">
                  <Icon icon={clock} size={14} />8 min read
                </span>
              </p>
              <h3 className="h5 mb-2">Your first week in London</h3>
              <p className="text-sm text-soft mb-4">
                Open a bank account, register with a GP and get a travel card, in the order that saves you queueing twice. A sample guide.
              </p>
              <div className="d-flex flex-wrap align-items-center gap-2 mt-auto">
                <a className="btn bg-gradient-dark d-inline-flex align-items-center mb-0" href="/pages/blog/single-article">
                  Read the guide<span className="visually-hidden">: Your first week in London</span>
                </a>
                <button type="button" className={`btn btn-outline-dark d-inline-flex align-items-center gap-1 mb-0${saved ? " active" : ""}`}
                  aria-pressed={saved} onClick={() => setSaved(!saved)}>
                  <Icon icon={saved ? bookmark : bookmarkOutline} size={16} />
                  Save<span className="visually-hidden"> this guide</span>
                </button>
              </div>
            </div>
          </div>
        </div>
      </article>
    </div>
  );
}

export const meta = { title: "Card: horizontal with a photo", order: 8, keywords: ["card", "horizontal card", "media card", "guide"] };
