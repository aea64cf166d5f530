import { useState, useSyncExternalStore } from "react";
import { Carousel } from "react-bootstrap";
import { FaChevronLeft, FaChevronRight, FaPause, FaPlay } from "react-icons/fa6";
import { ReviewCardComplex, type ReviewCardComplexProps } from "~/components/ReviewCard";

const slides: ReviewCardComplexProps[] = [
  {
    image: {
      src: "https://images.unsplash.com/photo-1497366216548-37526070297c?auto=format&fit=crop&w=800&q=70",
      alt: "A bright open-plan office",
    },
    title: "“Our whole team moved in one season”",
    review: "We relocated six people and their families. The guide kept everyone on the same page, from the first form to the first day.",
    author: {
      logo: (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3c5 4 7 9 0 18C5 12 7 7 12 3z" fill="currentColor" />
        </svg>
      ),
      name: "Hana Sato",
      role: "People lead, Bluefern (sample company)",
    },
  },
  {
    image: {
      src: "https://images.unsplash.com/photo-1497366811353-6870744d04b2?auto=format&fit=crop&w=800&q=70",
      alt: "Desks by a large window",
    },
    title: "“Clear enough to share with new hires”",
    review: "We send every new colleague the same three pages. Questions to HR dropped by half in the first month.",
    author: {
      logo: (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 14l9-9 9 9-4 0-5-5-5 5z" fill="currentColor" />
        </svg>
      ),
      name: "Daniel Osei",
      role: "Founder, Kestrel & Co (sample company)",
    },
  },
];

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asked for less motion (assumed on the server, so nothing moves before hydration). */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

export default function TestimonialsCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [focused, setFocused] = useState(false);
  // It plays by itself unless the visitor prefers less motion or pressed Pause.
  const autoplay = playing ?? !reducedMotion;

  const moving = autoplay && !focused;
  const go = (step: number) => setIndex((index + step + slides.length) % slides.length);

  return (
    <section
      className="py-4"
      aria-roledescription="carousel"
      aria-label="Customer stories"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Carousel
        className="testimonial-carousel"
        activeIndex={index}
        onSelect={setIndex}
        interval={moving ? 5000 : null}
        pause="hover"
        slide={!reducedMotion}
        controls={false}
        indicators={false}
        touch
      >
        {slides.map((slide, slideIndex) => (
          <Carousel.Item
            key={slide.author.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
          >
            <ReviewCardComplex {...slide} />
          </Carousel.Item>
        ))}
      </Carousel>
      <div className="carousel-controls">
        <button type="button" className="carousel-control-button" onClick={() => go(-1)}>
          <FaChevronLeft aria-hidden="true" focusable="false" />
          <span className="visually-hidden">Previous story</span>
        </button>
        <button type="button" className="carousel-control-button" onClick={() => setPlaying(!autoplay)}>
          {autoplay ? <FaPause aria-hidden="true" focusable="false" /> : <FaPlay aria-hidden="true" focusable="false" />}
          <span className="visually-hidden">{autoplay ? "Pause" : "Play"} the stories</span>
        </button>
        <button type="button" className="carousel-control-button" onClick={() => go(1)}>
          <FaChevronRight aria-hidden="true" focusable="false" />
          <span className="visually-hidden">Next story</span>
        </button>
        <p className="visually-hidden" aria-live={moving ? "off" : "polite"}>
          Story {index + 1} of {slides.length}
        </p>
      </div>
    </section>
  );
}

export const meta = { title: "Testimonials: carousel with a photo", order: 2, keywords: ["testimonials", "reviews", "quotes"] };
