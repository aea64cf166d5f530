import { ReviewCard, type ReviewCardProps } from "~/components/ReviewCard";

const reviews: ReviewCardProps[] = [
  {
    name: "Nadia Haddad",
    date: "1 day ago",
    review: "The checklist turned a pile of papers into an afternoon's work. I finally knew what to do first.",
    rating: 5,
  },
  {
    name: "Oliver Brandt",
    date: "1 week ago",
    review: "Clear, friendly and to the point. I sent the link to my brother the same evening.",
    rating: 4.5,
    variant: "gradient",
    color: "dark",
  },
  {
    name: "Mei Lin Zhou",
    date: "3 weeks ago",
    review: "Good overview of every route. I would love a printable version of the timelines.",
    rating: 4,
  },
];

/** Marks of sample companies, drawn by us. */
const companies = [
  { name: "Bluefern", path: "M12 3c5 4 7 9 0 18C5 12 7 7 12 3z" },
  { name: "Kestrel & Co", path: "M3 14l9-9 9 9-4 0-5-5-5 5z" },
  { name: "Larkspur Labs", path: "M12 2a10 10 0 100 20 10 10 0 000-20zm0 5a5 5 0 110 10 5 5 0 010-10z" },
  { name: "Quillmark", path: "M4 20L20 4l-2 8-6 6z" },
  { name: "Tidewater", path: "M2 14c3-3 5-3 8 0s5 3 8 0 4-2 4-2v4s-1 2-4 2-5-3-8-3-5 3-8 0z" },
];

export default function TestimonialsReviewCards() {
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-5" style={{ maxWidth: "36rem" }}>
        <h3>Trusted by our readers</h3>
        <p className="text-soft mb-0">Sample reviews from invented people, with their star ratings.</p>
      </div>
      <div className="row g-4 align-items-center">
        {reviews.map((review) => (
          <div key={review.name} className="col-lg-4">
            <ReviewCard {...review} />
          </div>
        ))}
      </div>
      <hr className="horizontal dark my-5" />
      <ul className="logo-row" aria-label="Sample companies that use the guide">
        {companies.map((company) => (
          <li key={company.name}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={company.path} fill="currentColor" />
            </svg>
            {company.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = { title: "Testimonials: review cards with stars and logos", order: 1, keywords: ["testimonials", "reviews", "quotes"] };
