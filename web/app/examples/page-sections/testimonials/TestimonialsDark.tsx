import { ReviewCardWithAuthor } from "~/components/ReviewCard";

const reviews = [
  {
    rating: 5,
    review: "I read it on the train and had my documents in order by the weekend. Plain words, no scare stories.",
    author: { name: "Samuel Mensah", date: "12 March" },
  },
  {
    rating: 4.5,
    review: "The timeline page is the best I have seen. It made the waiting feel shorter because I knew what came next.",
    author: { name: "Lucía Ortega", date: "2 February" },
  },
  {
    rating: 4,
    review: "Useful links to every official form. I would like more on renewals, but it got me started.",
    author: { name: "Arjun Mehta", date: "18 January" },
  },
];

export default function TestimonialsDark() {
  return (
    <section className="section-dark">
      <div className="text-center mx-auto mb-5" style={{ maxWidth: "36rem" }}>
        <h3>What people say</h3>
        <p className="text-white-soft mb-0">Three sample quotes from invented readers.</p>
      </div>
      <div className="row g-4">
        {reviews.map((review) => (
          <div key={review.author.name} className="col-md-4">
            <ReviewCardWithAuthor {...review} />
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Testimonials: quote cards on a dark band", order: 3, keywords: ["testimonials", "reviews", "quotes"] };
