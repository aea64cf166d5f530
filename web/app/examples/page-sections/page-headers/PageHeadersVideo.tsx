import { useId } from "react";
import { MdPlayArrow } from "react-icons/md";
import { Photo } from "~/components/Photo";

const chapters = [
  { time: "0:00", title: "Landing and the border check" },
  { time: "0:48", title: "Collecting your BRP or eVisa login" },
  { time: "1:35", title: "A bank account and a phone number" },
  { time: "2:20", title: "Registering with a GP" },
];

export default function PageHeadersVideo() {
  const id = useId();
  const panelId = `${id}-video`;
  const titleId = `${id}-title`;

  return (
    <div className="header-video">
      <div className="container">
        <div className="row align-items-center gy-4">
          <div className="col-lg-5">
            <p className="section-eyebrow">Video guide · sample</p>
            <h3 className="section-hero-title mb-3">Your first week in the UK, in three minutes</h3>
            <p className="section-hero-lead mb-4">
              From the airport to your first GP appointment: what to do on each of your first seven days, and what to
              bring.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-white d-inline-flex align-items-center gap-1 mb-0" popoverTarget={panelId}>
                <MdPlayArrow size={20} aria-hidden="true" focusable="false" />
                Watch the guide
              </button>
              <a className="btn btn-outline-white mb-0" href="/pages/blog/single-article">
                Read it instead
              </a>
            </div>
          </div>
          <div className="col-lg-7">
            <div className="header-video-poster">
              <Photo src="https://images.unsplash.com/photo-1529655683826-aba9b3e77383?auto=format&fit=crop&w=1200&q=70" alt="" width={1200} height={675} fit="fill" />
              <span className="header-video-shade" aria-hidden="true" />
              <button type="button" className="header-video-play" popoverTarget={panelId}>
                <MdPlayArrow size={40} aria-hidden="true" focusable="false" />
                <span className="visually-hidden">Play the video guide, 3 minutes 5 seconds</span>
              </button>
              <span className="header-video-duration" aria-hidden="true">
                3:05
              </span>
            </div>
          </div>
        </div>
      </div>
      <div id={panelId} popover="auto" role="dialog" aria-labelledby={titleId} className="header-video-panel">
        <h4 id={titleId} className="h5 mb-2">
          Your first week in the UK
        </h4>
        <p className="text-sm">This is a sample header: there is no video to play. The guide it stands for has four chapters:</p>
        <ol className="list-unstyled text-sm mb-3">
          {chapters.map(({ time, title }) => (
            <li key={time} className="d-flex gap-3 py-1">
              <span className="header-video-time">{time}</span>
              {title}
            </li>
          ))}
        </ol>
        <button type="button" className="btn btn-dark btn-sm mb-0" popoverTarget={panelId} popoverTargetAction="hide">
          Close
        </button>
      </div>
    </div>
  );
}

export const meta = { title: "Page header: headline over a video poster", keywords: ["hero", "header", "video", "play button"], order: 4 };
