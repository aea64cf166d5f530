const posts = [
  { title: "What the new English test rules mean for you", date: "14 Mar 2026", dateTime: "2026-03-14", minutes: 4 },
  { title: "Six questions to ask at an advice appointment", date: "9 Mar 2026", dateTime: "2026-03-09", minutes: 3 },
  { title: "Share codes: proving your status without a card", date: "2 Mar 2026", dateTime: "2026-03-02", minutes: 5 },
  { title: "Council tax for newcomers, in plain words", date: "23 Feb 2026", dateTime: "2026-02-23", minutes: 6 },
  { title: "When to extend a visa, and when to switch", date: "11 Feb 2026", dateTime: "2026-02-11", minutes: 8 },
];

export default function BlogPostsMinimal() {
  return (
    <section className="py-4 mx-auto" style={{ maxWidth: "48rem" }}>
      <h3 className="mb-1">Latest notes</h3>
      <p className="text-soft mb-4">Short sample posts from the guide.</p>
      <ol className="list-unstyled border-bottom mb-0">
        {posts.map((post) => (
          <li key={post.title} className="d-flex flex-column flex-sm-row align-items-baseline gap-1 border-top py-3">
            <time className="text-sm text-soft flex-shrink-0 me-sm-3" style={{ width: "6.5rem" }} dateTime={post.dateTime}>
              {post.date}
            </time>
            <a className="card-title-link fw-bold flex-grow-1 me-sm-3" href="/pages/blog/single-article">
              {post.title}
            </a>
            <span className="text-sm text-soft flex-shrink-0">{post.minutes} min read</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export const meta = { title: "Blog posts: minimal list", order: 7, keywords: ["blog", "posts", "articles", "dates", "reading time"] };
