import { Photo } from "~/components/Photo";

const posts = [
  {
    photo: "1454165804606-c3d57bc86b40",
    category: "Visas",
    title: "How long does a visa decision take?",
    excerpt: "Typical waiting times for work, study and family visas, and what you can do while you wait.",
    date: "12 March 2026",
    dateTime: "2026-03-12",
  },
  {
    photo: "1522708323590-d24dbb6b0267",
    category: "Housing",
    title: "Renting a flat before you arrive",
    excerpt: "Video viewings, holding deposits and the questions that tell a real listing from a scam.",
    date: "5 March 2026",
    dateTime: "2026-03-05",
  },
  {
    photo: "1486312338219-ce68d2c6f44d",
    category: "Work",
    title: "A cover letter for a sponsored job",
    excerpt: "What UK employers look for, in one page, with a sample letter you can adapt.",
    date: "26 February 2026",
    dateTime: "2026-02-26",
  },
  {
    photo: "1522202176988-66273c2fd55f",
    category: "Study",
    title: "Part-time work on a Student visa",
    excerpt: "The weekly hour limit, the jobs you cannot take and how holidays change the rules.",
    date: "19 February 2026",
    dateTime: "2026-02-19",
  },
];

export default function BlogPostsThumbnails() {
  return (
    <section className="py-4">
      <h3 className="mb-1">Recent articles</h3>
      <p className="text-soft mb-4">Sample posts, newest first.</p>
      <ul className="row gx-5 list-unstyled mb-0">
        {posts.map((post) => (
          <li key={post.title} className="col-lg-6">
            <article className="d-flex align-items-center gap-3 border-top py-4">
              <div className="flex-shrink-0" style={{ width: "clamp(6rem, 30%, 11rem)" }}>
                <Photo
                  src={`https://images.unsplash.com/photo-${post.photo}?auto=format&fit=crop&w=400&q=70`}
                  alt=""
                  width={400}
                  height={300}
                  tone="info"
                  className="rounded-3"
                />
              </div>
              <div className="flex-grow-1">
                <p className="card-category text-gradient-info mb-1">{post.category}</p>
                <h4 className="h5 mb-1">
                  <a className="card-title-link" href="/pages/blog/single-article">
                    {post.title}
                  </a>
                </h4>
                <p className="text-soft d-none d-md-block mb-1">{post.excerpt}</p>
                <p className="text-sm text-soft mb-0">
                  <time dateTime={post.dateTime}>{post.date}</time>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = { title: "Blog posts: list with thumbnails", order: 5, keywords: ["blog", "posts", "articles", "thumbnails", "list"] };
