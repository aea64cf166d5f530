import { BackgroundCard } from "~/components/BackgroundCard";

export default function BlogPostsBackground() {
  return (
    <section className="py-4">
      <h3 className="mb-4">Read, then go</h3>
      <div className="row g-4">
        <div className="col-lg-6">
          <BackgroundCard
            color="dark"
            image={{
              src: "https://images.unsplash.com/photo-1469474968028-56623f02e42e?auto=format&fit=crop&w=1000&q=70",
              alt: "Sunlight over green hills",
            }}
            label="Weekend ideas"
            title="Three days in the hills"
            titleAs="h4"
            description="A sample itinerary for walkers: trains, paths and pubs, with a rainy-day plan."
            route="/pages/blog/single-article"
          />
        </div>
        <div className="col-md-6 col-lg-3">
          <BackgroundCard
            color="info"
            image={{
              src: "https://images.unsplash.com/photo-1501785888041-af3ef285b470?auto=format&fit=crop&w=800&q=70",
              alt: "A lake between mountains",
            }}
            label="Guides"
            title="Lakes by train"
            titleAs="h4"
            description="No car needed."
            route="/pages/blog/single-article"
            action={{ variant: "contained", color: "white", label: "Read" }}
          />
        </div>
        <div className="col-md-6 col-lg-3">
          <BackgroundCard
            color="primary"
            image={{
              src: "https://images.unsplash.com/photo-1486299267070-83823f5448dd?auto=format&fit=crop&w=800&q=70",
              alt: "Big Ben and Westminster Bridge",
            }}
            label="City life"
            title="London on foot"
            titleAs="h4"
            description="Five free walks."
            route="/pages/blog/single-article"
            action={{ variant: "outline", color: "white", label: "Read" }}
          />
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Blog posts: cards on background photos", order: 4 };
