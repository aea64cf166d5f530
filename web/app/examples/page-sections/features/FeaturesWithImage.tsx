import { MdCalendarMonth, MdChat, MdInsights, MdSync } from "react-icons/md";
import { Photo } from "~/components/Photo";

const features = [
  { icon: MdCalendarMonth, title: "Plans that fit", text: "Drag a task to a new week and everything after it moves too." },
  { icon: MdChat, title: "Talk in context", text: "Comments live on the task they are about, not in a lost thread." },
  { icon: MdSync, title: "Works offline", text: "Keep editing on the train; changes sync as soon as you are back." },
  { icon: MdInsights, title: "Honest reports", text: "See what was finished, what slipped and why, in one page." },
];

export default function FeaturesWithImage() {
  return (
    <div className="container py-4">
      <div className="row gy-5 align-items-center">
        <div className="col-lg-5 col-md-8 mx-auto mx-lg-0">
          <div className="feature-photo">
            <Photo src="https://images.unsplash.com/photo-1522202176988-66273c2fd55f?auto=format&fit=crop&w=800&q=70" alt="" width={800} height={1000} />
            <div className="feature-photo-caption blur shadow-blur">
              <p className="fw-bold mb-1">Built with 300 sample teams</p>
              <p className="text-sm mb-0">Every feature started as a request from a team like yours.</p>
            </div>
          </div>
        </div>
        <div className="col-lg-6 ms-auto">
          <p className="section-eyebrow">How it works</p>
          <h3 className="section-title mb-3">Plan, build and launch in one place</h3>
          <p className="section-lead mb-4">
            Tasklane keeps the plan, the conversation and the finished work side by side, so the whole team
            sees the same picture.
          </p>
          <div className="row gy-4">
            {features.map(({ icon: Icon, title, text }) => (
              <div key={title} className="col-sm-6 d-flex gap-3">
                <Icon className="text-gradient-info flex-shrink-0" size={28} aria-hidden="true" focusable="false" />
                <div>
                  <h4 className="feature-title mt-0">{title}</h4>
                  <p className="feature-text">{text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Features: list beside an image", order: 2 };
