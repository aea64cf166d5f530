import { useState } from "react";
import { FaChevronLeft, FaChevronRight } from "react-icons/fa6";
import { PlaceCard } from "~/components/PlaceCard";

const places = [
  {
    image: {
      src: "https://images.unsplash.com/photo-1502672260266-1c1ef2d93688?auto=format&fit=crop&w=800&q=70",
      alt: "Bright living room with a grey sofa",
    },
    categories: ["Entire Apartment", "3 Guests", "2 Beds"],
    title: "Cosy loft near the canal",
    description: "A quiet top-floor flat with a reading nook, ten minutes on foot from the old town.",
  },
  {
    image: {
      src: "https://images.unsplash.com/photo-1522708323590-d24dbb6b0267?auto=format&fit=crop&w=800&q=70",
      alt: "Open-plan flat with a kitchen and a dining table",
    },
    categories: ["Private Room", "2 Guests", "1 Bed"],
    title: "Garden room in a family house",
    description: "Your own room and bathroom, breakfast in the garden, and hosts who know every bakery nearby.",
  },
  {
    image: {
      src: "https://images.unsplash.com/photo-1520250497591-112f2f40a3f4?auto=format&fit=crop&w=800&q=70",
      alt: "Resort pool among palm trees",
    },
    categories: ["Entire Villa", "8 Guests", "4 Beds"],
    title: "Villa with a pool",
    description: "Room for the whole family: four bedrooms, a shaded terrace and a pool all of your own.",
  },
];

const pages = [1, 2, 3, 4, 5];

export default function BlogPostsBooking() {
  const [current, setCurrent] = useState(2);
  return (
    <section className="py-4">
      <h3 className="mb-1">Places to stay</h3>
      <p className="text-soft mb-4">Sample listings: nothing here can be booked.</p>
      <div className="row g-4">
        {places.map((place) => (
          <div key={place.title} className="col-md-6 col-lg-4">
            <PlaceCard {...place} titleAs="h4" action={{ route: "/pages/landing-pages/rental", label: "From / Night", color: "primary" }} />
          </div>
        ))}
      </div>
      <nav aria-label="Listing pages" className="listing-pagination mt-5">
        <ul className="pagination justify-content-center mb-0">
          <li className={`page-item${current === 1 ? " disabled" : ""}`}>
            <button type="button" className="page-link" disabled={current === 1} onClick={() => setCurrent(current - 1)}>
              <FaChevronLeft aria-hidden="true" focusable="false" />
              <span className="visually-hidden">Previous page</span>
            </button>
          </li>
          {pages.map((page) => (
            <li key={page} className={`page-item${page === current ? " active" : ""}`}>
              <button
                type="button"
                className="page-link"
                aria-current={page === current ? "page" : undefined}
                onClick={() => setCurrent(page)}
              >
                <span className="visually-hidden">Page </span>
                {page}
              </button>
            </li>
          ))}
          <li className={`page-item${current === pages.length ? " disabled" : ""}`}>
            <button type="button" className="page-link" disabled={current === pages.length} onClick={() => setCurrent(current + 1)}>
              <FaChevronRight aria-hidden="true" focusable="false" />
              <span className="visually-hidden">Next page</span>
            </button>
          </li>
        </ul>
      </nav>
    </section>
  );
}

export const meta = { title: "Blog posts: listings of places to stay", order: 2 };
