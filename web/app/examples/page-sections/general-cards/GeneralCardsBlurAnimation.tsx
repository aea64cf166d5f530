import { Photo } from "~/components/Photo";

export default function GeneralCardsBlurAnimation() {
  return (
    <div className="mx-auto" style={{ maxWidth: "22rem" }}>
      <article className="card card-blur-animation">
        <div className="p-3 pb-0">
          <Photo
            src="https://images.unsplash.com/photo-1506905925346-21bda4d32df4?auto=format&fit=crop&w=800&q=70"
            alt="Mountain peaks above the clouds"
            width={600}
            height={450}
            tone="info"
            className="rounded-3"
          />
        </div>
        <div className="card-body card-blur-caption">
          <h3 className="h5">Above the clouds</h3>
          <p className="text-sm text-soft">Point at the card or move the keyboard focus into it: the photo comes into focus.</p>
          <a href="/pages/blog/single-article" className="btn btn-sm btn-outline-dark mb-0">
            See the trip<span className="visually-hidden">: Above the clouds</span>
          </a>
        </div>
      </article>
    </div>
  );
}

export const meta = { title: "Card: photo that blurs on hover", order: 3 };
