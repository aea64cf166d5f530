import { BlogCardAction } from "~/components/BlogCard";

const posts = [
  {
    image: {
      src: "https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d?auto=format&fit=crop&w=800&q=70",
      alt: "Hands typing on a laptop at a wooden desk",
    },
    category: { color: "info" as const, label: "Guides" },
    title: "Ten questions to ask before you apply",
    description: "A checklist that saves weeks: what to prepare, who to ask and which documents to gather first.",
  },
  {
    image: {
      src: "https://images.unsplash.com/photo-1522202176988-66273c2fd55f?auto=format&fit=crop&w=800&q=70",
      alt: "Students working together around a table",
    },
    category: { color: "success" as const, label: "Study" },
    title: "Studying abroad on a budget",
    description: "How our sample students planned rent, travel and fees for their first year away from home.",
  },
  {
    image: {
      src: "https://images.unsplash.com/photo-1513635269975-59663e0ac1ad?auto=format&fit=crop&w=800&q=70",
      alt: "London skyline at dusk with the river",
    },
    category: { color: "primary" as const, label: "City life" },
    title: "Your first week in a new city",
    description: "Bank account, phone plan, doctor and a library card: the small errands that make a place home.",
  },
];

export default function BlogPostsCardGrid() {
  return (
    <section className="py-4">
      <h3 className="mb-1">Latest from the journal</h3>
      <p className="text-soft mb-4">Sample posts with a button to read on.</p>
      <div className="row g-4">
        {posts.map((post) => (
          <div key={post.title} className="col-md-6 col-lg-4">
            <BlogCardAction {...post} titleAs="h4" action={{ route: "/pages/blog/single-article", label: "Read more", color: "primary" }} />
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Blog posts: card grid", order: 1 };
