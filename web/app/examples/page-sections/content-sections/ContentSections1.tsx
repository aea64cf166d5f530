import { MdArrowForward } from "react-icons/md";
import { Photo } from "~/components/Photo";

const facts = [
  { value: "2016", label: "the year we started, at a kitchen table" },
  { value: "40", label: "people in three small offices" },
];

export default function ContentSections1() {
  return (
    <div className="container py-4">
      <div className="row align-items-center gy-5">
        <div className="col-lg-5 col-md-8 mx-auto mx-lg-0">
          <div className="content-photo">
            <Photo src="https://images.unsplash.com/photo-1517245386807-bb43f82c33c4?auto=format&fit=crop&w=900&q=70" alt="" width={900} height={900} />
          </div>
        </div>
        <div className="col-lg-6 ms-auto">
          <p className="section-eyebrow">Our story · sample content</p>
          <h3 className="section-title mb-3">From a kitchen table to forty people</h3>
          <p>
            Tasklane began as a shared spreadsheet three friends used to plan a house renovation. Friends asked
            for a copy, then their employers did, and the spreadsheet became a product.
          </p>
          <p className="mb-4">
            We still work the way we did then: small teams, short plans, and a habit of asking the people who use
            what we make before we build the next thing.
          </p>
          <div className="row gy-3 mb-4">
            {facts.map(({ value, label }) => (
              <div key={value} className="col-sm-6">
                <p className="content-stat mb-1">{value}</p>
                <p className="text-sm mb-0">{label}</p>
              </div>
            ))}
          </div>
          <a className="link-arrow" href="/pages/blog/single-article">
            Read the whole story
            <MdArrowForward aria-hidden="true" focusable="false" />
          </a>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Content: story with photo and figures", order: 1 };
