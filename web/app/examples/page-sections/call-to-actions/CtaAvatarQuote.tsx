import { Avatar } from "~/components/Avatar";
import { Photo } from "~/components/Photo";

const people = [
  { name: "Amara Okafor", image: "https://images.unsplash.com/photo-1438761681033-6461ffad8d80?auto=format&fit=crop&w=120&q=70" },
  { name: "Marcus Adeyemi", image: "https://images.unsplash.com/photo-1500648767791-00dcc994a43e?auto=format&fit=crop&w=120&q=70" },
  { name: "Sofia Marquez", image: "https://images.unsplash.com/photo-1494790108377-be9c29b29330?auto=format&fit=crop&w=120&q=70" },
  { name: "Kenji Watanabe", image: "https://images.unsplash.com/photo-1507003211169-0a1dd7228f2d?auto=format&fit=crop&w=120&q=70" },
];

export default function CtaAvatarQuote() {
  return (
    <div className="cta-quote">
      <div className="row">
        <div className="col-lg-8 mx-auto text-center">
          <div className="d-flex flex-wrap justify-content-center align-items-center gap-3 mb-4">
            <ul className="cta-quote-people list-unstyled d-flex mb-0" aria-label="Some of the people who moved with our help">
              {people.map(({ name, image }) => (
                <li key={name}>
                  <Photo src={image} alt={name} width={48} height={48} className="photo-person" fallback={<Avatar alt={name} size="md" />} />
                </li>
              ))}
            </ul>
            <span className="text-sm text-body-emphasis fw-bold">and 3,200 others this year</span>
          </div>
          <figure className="mb-4">
            <blockquote className="cta-quote-text mb-3">
              <p className="mb-0">
                “I had every document ready a month early. The adviser spotted that my bank statements were too old
                before I applied, not after.”
              </p>
            </blockquote>
            <figcaption className="text-sm">Amara Okafor, nurse, moved from Lagos to Leeds · a sample testimonial</figcaption>
          </figure>
          <h3 className="h4 mb-3">Your move could be next</h3>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <a className="btn bg-gradient-primary mb-0" href="/pages/support/contact-us">
              Book a free call
            </a>
            <a className="btn btn-outline-dark mb-0" href="/pages/company/about-us">
              Read more stories
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Call to action: avatar group and quote", keywords: ["cta", "call to action", "testimonial", "avatars"], order: 9 };
