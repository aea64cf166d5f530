const quotes = [
  {
    quote: "Plain words, no scare stories. Exactly what I needed at 2 a.m.",
    name: "Ama Boateng",
    detail: "Student visa, Leeds",
  },
  {
    quote:
      "I printed the document checklist, ticked it off over a weekend and walked into my biometrics appointment with everything in one folder. The officer said it was the tidiest pile she had seen all week.",
    name: "Rafael Costa",
    detail: "Skilled Worker visa, Bristol",
    accent: true,
  },
  {
    quote: "The timeline page made the waiting feel shorter.",
    name: "Ingrid Holm",
    detail: "Family visa, Edinburgh",
  },
  {
    quote: "My parents read it in their own time and stopped calling me every evening with questions. That alone was worth it.",
    name: "Dev Malhotra",
    detail: "Graduate route, London",
  },
  {
    quote: "Clear about fees, clear about dates. Thank you.",
    name: "Chloé Martin",
    detail: "Visitor visa, Cardiff",
  },
  {
    quote: "We moved with two children and a dog. The guide covered the children; the dog was on us.",
    name: "Tomás Reyes",
    detail: "Global Talent visa, Manchester",
  },
  {
    quote: "I sent the link to three friends the same day.",
    name: "Yan Zhou",
    detail: "Student visa, Glasgow",
  },
  {
    quote: "Every official form in one place, with a line on what each one is for. I stopped opening twenty tabs.",
    name: "Kofi Asante",
    detail: "Health and Care visa, Belfast",
  },
];

export default function TestimonialsQuoteWall() {
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-5" style={{ maxWidth: "36rem" }}>
        <h3>Short words from readers</h3>
        <p className="text-soft mb-0">Sample quotes from invented people, long and short, as they reach our inbox.</p>
      </div>
      <ul className="quote-wall">
        {quotes.map(({ quote, name, detail, accent }) => (
          <li key={name}>
            <figure className={accent ? "quote-wall-card quote-wall-card-accent bg-gradient-info" : "quote-wall-card"}>
              <blockquote>
                <p className="mb-0">{quote}</p>
              </blockquote>
              <figcaption>
                <strong>{name}</strong>
                {detail}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = {
  title: "Testimonials: wall of short quotes",
  order: 4,
  keywords: ["testimonials", "reviews", "quotes", "masonry"],
};
