import { useState, type ReactNode } from "react";
import { Carousel as BootstrapCarousel } from "react-bootstrap";
import { MdChevronLeft, MdChevronRight, MdPause, MdPlayArrow } from "react-icons/md";
import { useReducedMotion } from "~/lib/motion";

/** Time between slides while a carousel plays (SPEC section 9). */
export const CAROUSEL_INTERVAL = 5000;

export interface CarouselSlide {
  /** Unique among the slides. */
  key: string;
  content: ReactNode;
}

export const carouselControlPlacements = ["below", "overlay"] as const;
export type CarouselControlPlacement = (typeof carouselControlPlacements)[number];

export interface CarouselProps {
  slides: CarouselSlide[];
  /** The carousel's accessible name, e.g. "Customer stories". */
  label: string;
  /** What one slide is called in the controls' names and the position line: "story" → "Next story", "Story 2 of 3". */
  slideNoun?: string;
  interval?: number;
  /** Controls under the slides, or over their bottom edge (for full-width headers). */
  controls?: CarouselControlPlacement;
  /** Start on this slide. */
  defaultIndex?: number;
  className?: string;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Slides with previous, pause/play and next buttons; swipe moves too. It plays by
 * itself every 5 s, stops while a control has focus or the pointer rests on it, and
 * stays still (but usable) for visitors who prefer less motion. The position is
 * announced while it is not playing.
 */
export function Carousel({
  slides,
  label,
  slideNoun = "slide",
  interval = CAROUSEL_INTERVAL,
  controls = "below",
  defaultIndex = 0,
  className = "",
}: CarouselProps) {
  if (slides.length === 0) throw new Error("Carousel: slides must not be empty");
  if (!Number.isFinite(interval) || interval <= 0) {
    throw new Error(`Carousel: interval must be a positive number of milliseconds; got ${JSON.stringify(interval)}`);
  }
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(Math.min(Math.max(defaultIndex, 0), slides.length - 1));
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [focused, setFocused] = useState(false);
  // It plays unless the visitor prefers less motion or pressed Pause.
  const autoplay = playing ?? !reducedMotion;
  const moving = autoplay && !focused && slides.length > 1;
  const go = (step: number) => setIndex((index + step + slides.length) % slides.length);

  return (
    <section
      className={["kit-carousel", `kit-carousel-controls-${controls}`, className].filter(Boolean).join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <BootstrapCarousel
        activeIndex={index}
        onSelect={setIndex}
        interval={moving ? interval : null}
        pause="hover"
        // Always sliding, so the hydrated tree is the prerendered one (which cannot know the visitor's
        // preference); under reduced motion the stylesheet drops the transition and slides change at once.
        slide
        controls={false}
        indicators={false}
        touch
      >
        {slides.map((slide, slideIndex) => (
          <BootstrapCarousel.Item
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
          >
            {slide.content}
          </BootstrapCarousel.Item>
        ))}
      </BootstrapCarousel>
      {slides.length > 1 && (
        <div className="carousel-controls">
          <button type="button" className="carousel-control-button" onClick={() => go(-1)}>
            <MdChevronLeft size={24} aria-hidden="true" focusable="false" />
            <span className="visually-hidden">Previous {slideNoun}</span>
          </button>
          <button type="button" className="carousel-control-button" onClick={() => setPlaying(!autoplay)}>
            {autoplay ? (
              <MdPause size={22} aria-hidden="true" focusable="false" />
            ) : (
              <MdPlayArrow size={22} aria-hidden="true" focusable="false" />
            )}
            <span className="visually-hidden">{autoplay ? "Pause" : "Play"}</span>
          </button>
          <button type="button" className="carousel-control-button" onClick={() => go(1)}>
            <MdChevronRight size={24} aria-hidden="true" focusable="false" />
            <span className="visually-hidden">Next {slideNoun}</span>
          </button>
          <p className="visually-hidden" aria-live={moving ? "off" : "polite"}>
            {capitalise(slideNoun)} {index + 1} of {slides.length}
          </p>
        </div>
      )}
    </section>
  );
}
