import { MdCheckCircle } from "react-icons/md";
import { Photo } from "~/components/Photo";

const checklist = [
  "Every new screen has been tried by five people outside the team.",
  "Support has read the release notes and knows what changed.",
  "We can switch the feature off again without a new release.",
  "Someone owns the launch day and is not in a meeting that afternoon.",
];

export default function ContentSections2() {
  return (
    <div className="container py-4">
      <div className="row">
        <article className="col-lg-8 mx-auto content-article">
          <p className="section-eyebrow">Journal · sample article</p>
          <h3 className="section-title mb-3">How we plan a product launch</h3>
          <p className="section-lead">
            A launch is not a date on a calendar. It is the moment the people who use your product notice that
            something changed, and it goes better when you plan for them rather than for the announcement.
          </p>
          <p>
            We keep our launches small. A feature goes first to a handful of teams who asked for it, then to
            everyone who opts in, and only then to all of our customers. Each step is a week long, and each
            step can stop the next one.
          </p>
          <figure className="content-quote">
            <blockquote className="mb-0">
              <p>“Ship small, ship often, and always know how to take it back.”</p>
            </blockquote>
            <figcaption>Maya Ferreira, Head of Product (a sample person)</figcaption>
          </figure>
          <h4 className="h5 mt-4 mb-3">What we check before launch</h4>
          <ul className="content-checklist">
            {checklist.map((item) => (
              <li key={item}>
                <MdCheckCircle size={18} aria-hidden="true" focusable="false" />
                {item}
              </li>
            ))}
          </ul>
          <figure className="content-figure">
            <Photo src="https://images.unsplash.com/photo-1531297484001-80022131f5a1?auto=format&fit=crop&w=1200&q=70" alt="" width={1200} height={675} />
          </figure>
          <p className="mb-0">
            None of this is clever. It is a list we follow every time, written down so nobody has to remember it.
          </p>
        </article>
      </div>
    </div>
  );
}

export const meta = { title: "Content: journal post with a checklist", order: 2 };
