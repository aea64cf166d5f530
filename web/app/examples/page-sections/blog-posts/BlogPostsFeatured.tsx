import { Avatar } from "~/components/Avatar";
import { Photo } from "~/components/Photo";

const more = [
  { category: "Work", title: "Salary thresholds, explained without the jargon", date: "10 March 2026", dateTime: "2026-03-10" },
  { category: "Family", title: "Bringing your partner: the documents that prove it", date: "3 March 2026", dateTime: "2026-03-03" },
  { category: "Study", title: "From graduate to your first UK job", date: "24 February 2026", dateTime: "2026-02-24" },
  { category: "Money", title: "Sending money home without losing a tenth of it", date: "17 February 2026", dateTime: "2026-02-17" },
];

export default function BlogPostsFeatured() {
  return (
    <section className="py-4">
      <h3 className="mb-4">From the guide</h3>
      <div className="row gx-lg-5 gy-5">
        <article className="col-lg-7">
          <Photo
            src="https://images.unsplash.com/photo-1513635269975-59663e0ac1ad?auto=format&fit=crop&w=1200&q=70"
            alt="The river and the city skyline at dusk"
            width={1200}
            height={675}
            tone="info"
            className="rounded-4 shadow mb-4"
          />
          <p className="card-category text-gradient-primary">Featured · City life</p>
          <h4 className="h3 mb-3">
            <a className="card-title-link" href="/pages/blog/single-article">
              Your first ninety days in London, week by week
            </a>
          </h4>
          <p className="text-soft mb-4">
            What to do first, what can wait, and the small errands that make a new city feel like home: a sample plan
            from readers who moved last year.
          </p>
          <div className="d-flex align-items-center gap-3">
            <Avatar alt="Samuel Adeyemi" size="sm" />
            <p className="text-sm mb-0">
              <span className="fw-bold text-body-emphasis">Samuel Adeyemi</span>
              <span className="text-soft">
                {" "}
                · <time dateTime="2026-03-14">14 March 2026</time> · a sample author
              </span>
            </p>
          </div>
        </article>
        <div className="col-lg-5">
          <p className="text-xs fw-bold text-uppercase text-soft mb-2">More to read</p>
          <ul className="list-unstyled mb-0">
            {more.map((post) => (
              <li key={post.title} className="border-bottom py-3">
                <article>
                  <p className="card-category text-gradient-info mb-1">{post.category}</p>
                  <h4 className="h6 mb-1">
                    <a className="card-title-link" href="/pages/blog/single-article">
                      {post.title}
                    </a>
                  </h4>
                  <p className="text-sm text-soft mb-0">
                    <time dateTime={post.dateTime}>{post.date}</time>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Blog posts: featured post beside a list", order: 6, keywords: ["blog", "posts", "articles", "featured"] };
