import { Avatar } from "~/components/Avatar";

export default function ContentArticle() {
  return (
    <div className="container py-4">
      <div className="row gy-4">
        <div className="col-lg-3">
          <div className="d-flex align-items-center gap-3 mb-3">
            <Avatar alt="Nadia Haddad" size="md" />
            <div>
              <p className="fw-bold text-body-emphasis mb-0">Nadia Haddad</p>
              <p className="text-sm text-soft mb-0">Adviser (a sample person)</p>
            </div>
          </div>
          <p className="text-sm text-soft mb-0">
            <time dateTime="2026-03-04">4 March 2026</time> · 6 min read
          </p>
        </div>
        <article className="col-lg-8 ms-auto content-longform">
          <p className="section-eyebrow">Study in the UK · sample article</p>
          <h3 className="section-title mb-3">The first term nobody plans for</h3>
          <p className="section-lead">
            Students plan the visa, the flight and the room. What catches them out is everything in between: the
            weeks before teaching starts, when the city is new and nobody has told you how anything works.
          </p>
          <p className="content-longform-opening">
            Arriving early helps more than anything else. A week before term, queues at the bank and the doctor are
            short, the students&apos; union runs welcome events every evening, and you can learn the way from your
            room to your lectures before it matters.
          </p>
          <figure className="content-pullquote">
            <blockquote className="mb-0">
              <p>“I arrived ten days early and spent them getting lost on purpose. By week one, I was the one giving directions.”</p>
            </blockquote>
            <figcaption>Kwame, a sample MSc student in Leeds</figcaption>
          </figure>
          <p>
            Spend one of those days on paperwork. Check your eVisa shows the right course and dates, register with a
            GP near where you live, and keep your confirmation of enrolment somewhere you can find it again: your
            university will ask for it more than once.
          </p>
          <h4 className="h5 mt-4 mb-3">Money in the first weeks</h4>
          <p>
            Opening a bank account can take a while, so bring a card that works abroad and enough for a month of food
            and travel. Student railcards and bus passes pay for themselves within weeks, and most supermarkets mark
            down fresh food in the early evening.
          </p>
          <p className="mb-0">
            Finally, say yes to things. The friends people keep from university are very often the ones they met in
            that strange first fortnight, when everyone was new at once.
          </p>
        </article>
      </div>
    </div>
  );
}

export const meta = { title: "Content: long-form article", order: 4, keywords: ["content", "article", "pull quote", "long-form", "blog"] };
