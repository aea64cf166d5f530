import { useState } from "react";

const categories = ["All", "Visas", "Work", "Study", "Family"] as const;
type Category = (typeof categories)[number];

const posts: { category: Exclude<Category, "All">; title: string; excerpt: string; minutes: number }[] = [
  { category: "Visas", title: "Which visa fits you? Five questions", excerpt: "Answer them in order and most people land on one route.", minutes: 4 },
  { category: "Work", title: "What a sponsor licence means for you", excerpt: "Why the employer's licence matters as much as the job offer.", minutes: 5 },
  { category: "Study", title: "Your CAS, line by line", excerpt: "Every field of the confirmation, and the ones to check twice.", minutes: 6 },
  { category: "Family", title: "Visiting family: the letter that helps", excerpt: "What an invitation letter should say, with a sample to adapt.", minutes: 3 },
  { category: "Visas", title: "Extending your stay without a gap", excerpt: "When to apply, and what happens while the Home Office decides.", minutes: 7 },
  { category: "Work", title: "Changing jobs on a Skilled Worker visa", excerpt: "A new employer means a new application: plan the dates.", minutes: 5 },
];

export default function BlogPostsFiltered() {
  const [selected, setSelected] = useState<Category>("All");
  const shown = selected === "All" ? posts : posts.filter((post) => post.category === selected);
  return (
    <section className="py-4">
      <h3 className="mb-1">Browse by topic</h3>
      <p className="text-soft mb-4">Sample articles: choose a topic to narrow the list.</p>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Filter articles by topic">
        {categories.map((category) => (
          <button
            key={category}
            type="button"
            className={`btn btn-sm mb-0 ${category === selected ? "btn-info" : "btn-outline-info"}`}
            aria-pressed={category === selected}
            onClick={() => setSelected(category)}
          >
            {category}
          </button>
        ))}
      </div>
      <p className="text-sm text-soft mb-4" role="status">
        Showing {shown.length} of {posts.length} articles{selected === "All" ? "" : ` about ${selected.toLowerCase()}`}
      </p>
      <div className="row g-4">
        {shown.map((post) => (
          <div key={post.title} className="col-md-6 col-lg-4">
            <article className="card h-100">
              <div className="card-body p-4">
                <p className="card-category text-gradient-info">{post.category}</p>
                <h4 className="h5 mb-2">
                  <a className="card-title-link" href="/pages/blog/single-article">
                    {post.title}
                  </a>
                </h4>
                <p className="text-soft mb-3">{post.excerpt}</p>
                <p className="text-sm text-soft mb-0">{post.minutes} min read</p>
              </div>
            </article>
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Blog posts: filtered by topic", order: 8, scripted: true, keywords: ["blog", "posts", "articles", "filter", "categories"] };
