import { Photo } from "~/components/Photo";

const photo = (id: string) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=800&q=70`;

const shots = [
  { id: "1513635269975-59663e0ac1ad", alt: "The river and the city skyline at dusk", caption: "Week one: the walk home along the river, the evening we arrived." },
  { id: "1529655683826-aba9b3e77383", alt: "A red bus on a city street", caption: "Learning the bus routes before the first day at work." },
  { id: "1502672260266-1c1ef2d93688", alt: "A bright living room with a grey sofa", caption: "The flat, rented after three viewings." },
  { id: "1522202176988-66273c2fd55f", alt: "Friends talking around a table", caption: "Welcome evening at the community centre." },
  { id: "1486299267070-83823f5448dd", alt: "Westminster and the river at dusk", caption: "A free walking tour on the first Sunday." },
  { id: "1469474968028-56623f02e42e", alt: "A sunlit valley with green hills", caption: "The first weekend out of the city, by train." },
];

export default function ContentGallery() {
  return (
    <div className="container py-4">
      <div className="text-center mx-auto mb-4" style={{ maxWidth: "40rem" }}>
        <p className="section-eyebrow">Reader stories · sample photos</p>
        <h3 className="section-title mb-2">Our first month in London</h3>
        <p className="section-lead mb-0">A sample family&apos;s first weeks, from the airport bus to a walk with new friends.</p>
      </div>
      <div className="content-gallery">
        {shots.map((shot, index) => (
          <figure key={shot.id} className={index === 0 ? "content-gallery-item content-gallery-wide" : "content-gallery-item"}>
            <div className="content-gallery-photo">
              <Photo src={photo(shot.id)} alt={shot.alt} width={800} height={600} fit="fill" tone={index % 2 ? "info" : "primary"} />
            </div>
            <figcaption>{shot.caption}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

export const meta = { title: "Content: photo gallery", order: 5, keywords: ["content", "gallery", "photos", "captions"] };
