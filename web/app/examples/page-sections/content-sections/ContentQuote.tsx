import { Avatar } from "~/components/Avatar";

export default function ContentQuote() {
  return (
    <div className="container py-4">
      <figure className="content-bigquote bg-gradient-dark mb-0">
        <svg className="content-bigquote-mark" viewBox="0 0 48 36" aria-hidden="true" focusable="false">
          <path d="M0 36V21C0 9 6 2 18 0l2 5c-6 2-9 6-9 12h8v19H0Zm28 0V21c0-12 6-19 18-21l2 5c-6 2-9 6-9 12h8v19H28Z" />
        </svg>
        <blockquote className="mb-0">
          <p>
            The visa was the easy part. What I needed was someone to tell me which of the forty things on my list mattered
            in the first week, and which could wait until spring.
          </p>
        </blockquote>
        <figcaption className="d-flex align-items-center gap-3">
          <Avatar alt="Lucía Moreno" size="md" />
          <span>
            <span className="d-block fw-bold">Lucía Moreno</span>
            <span className="d-block text-white-soft text-sm">Nurse in Bristol, a sample reader</span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}

export const meta = { title: "Content: large quote", order: 7, keywords: ["content", "quote", "blockquote", "testimonial"] };
