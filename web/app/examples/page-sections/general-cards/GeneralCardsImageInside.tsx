import { BlogCardAction } from "~/components/BlogCard";

export default function GeneralCardsImageInside() {
  return (
    <div className="mx-auto" style={{ maxWidth: "22rem" }}>
      <BlogCardAction
        image={{
          src: "https://images.unsplash.com/photo-1531297484001-80022131f5a1?auto=format&fit=crop&w=800&q=70",
          alt: "A laptop lit by a colourful screen",
        }}
        category={{ color: "info", label: "Design" }}
        title="Colours that read well"
        description="A sample post on contrast: why white text needs a darker shade of your brand colour."
        action={{ route: "/pages/blog/single-article", label: "Read more", color: "info" }}
      />
    </div>
  );
}

export const meta = { title: "Card: image inside the card", order: 2 };
