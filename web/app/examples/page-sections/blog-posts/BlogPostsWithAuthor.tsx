import { BlogCard } from "~/components/BlogCard";

const posts = [
  {
    image: {
      src: "https://images.unsplash.com/photo-1454165804606-c3d57bc86b40?auto=format&fit=crop&w=800&q=70",
      alt: "Papers and a laptop on a desk",
    },
    category: { color: "info" as const, label: "Paperwork" },
    title: "A calm way through the forms",
    description: "Split the application into evenings, keep one folder, and check each date twice.",
    author: { name: "Amara Okafor", date: "Posted 2 days ago" },
  },
  {
    image: {
      src: "https://images.unsplash.com/photo-1519389950473-47ba0277781c?auto=format&fit=crop&w=800&q=70",
      alt: "A team talking around laptops",
    },
    category: { color: "success" as const, label: "Work" },
    title: "Finding a sponsor, step by step",
    description: "What our sample job seekers learned about approved employers and the jobs they offer.",
    author: { name: "Tomasz Nowak", date: "Posted 1 week ago" },
  },
  {
    image: {
      src: "https://images.unsplash.com/photo-1529655683826-aba9b3e77383?auto=format&fit=crop&w=800&q=70",
      alt: "A red bus passing a London street",
    },
    category: { color: "warning" as const, label: "Family" },
    title: "Moving with children",
    description: "Schools, doctors and the first weekend: a sample family shares what they would do again.",
    author: { name: "Priya Raman", date: "Posted 3 weeks ago" },
  },
];

export default function BlogPostsWithAuthor() {
  return (
    <section className="py-4">
      <h3 className="mb-1">Stories from our readers</h3>
      <p className="text-soft mb-5">Sample posts and authors.</p>
      <div className="row gx-4 gy-5">
        {posts.map((post) => (
          <div key={post.title} className="col-md-6 col-lg-4">
            <BlogCard {...post} titleAs="h4" route="/pages/blog/single-article" />
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Blog posts: cards with their authors", order: 3 };
