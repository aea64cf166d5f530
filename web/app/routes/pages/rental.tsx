import { useId, useState } from "react";
import { Form } from "react-bootstrap";
import type { MetaFunction } from "react-router";
import { Button } from "~/components/Button";
import { DatePicker } from "~/components/DatePicker";
import { DemoForm } from "~/components/DemoForm";
import { FaqAccordion, type FaqItem } from "~/components/FaqAccordion";
import { Footer } from "~/components/Footer";
import { Input } from "~/components/Input";
import { Navbar } from "~/components/Navbar";
import { Pagination, paginationItems } from "~/components/Pagination";
import { Photo } from "~/components/Photo";
import { PlaceCard, type PlaceCardProps } from "~/components/PlaceCard";
import { ReviewCardSimple, type ReviewCardSimpleProps } from "~/components/ReviewCard";
import { SelectPicker } from "~/components/SelectPicker";
import { pageMeta } from "~/content/meta";
import { useBodyClass } from "~/lib/useBodyClass";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("rental");

const departures = ["Brazil", "Bucharest", "London", "USA"];
const destinations = ["Italy", "Spain", "Denmark", "Poland"];

/** The listing has five pages; it opens on the second (SPEC section 4). */
const PAGE_COUNT = 5;
const FIRST_PAGE = 2;

const photo = (id: string) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=800&q=70`;

// Booking a place means signing in first.
const placeAction: PlaceCardProps["action"] = { color: "primary", label: "From / Night", route: href("signin-cover") };

const places: Omit<PlaceCardProps, "action">[] = [
  {
    image: { src: photo("1502672260266-1c1ef2d93688"), alt: "Bright living room with a grey sofa" },
    categories: ["Entire Apartment", "3 Guests", "2 Beds"],
    title: "Cosy loft near the canal",
    description: "A quiet top-floor flat with a reading nook, ten minutes on foot from the old town.",
  },
  {
    image: { src: photo("1522708323590-d24dbb6b0267"), alt: "Open-plan flat with a kitchen and a dining table" },
    categories: ["Private Room", "2 Guests", "1 Bed"],
    title: "Garden room in a family house",
    description: "Your own room and bathroom, breakfast in the garden, and hosts who know every bakery nearby.",
  },
  {
    image: { src: photo("1520250497591-112f2f40a3f4"), alt: "Resort pool among palm trees" },
    categories: ["Entire Villa", "8 Guests", "4 Beds"],
    title: "Villa with a pool",
    description: "Room for the whole family: four bedrooms, a shaded terrace and a pool all of your own.",
  },
  {
    image: { src: photo("1501785888041-af3ef285b470"), alt: "Lake between mountains at sunrise" },
    categories: ["Entire Cabin", "4 Guests", "2 Beds"],
    title: "Cabin by the lake",
    description: "Wake up to still water and mountain air; a wood stove keeps the evenings warm.",
  },
  {
    image: { src: photo("1519681393784-d120267933ba"), alt: "Snowy peaks under a starry sky" },
    categories: ["Entire Chalet", "6 Guests", "3 Beds"],
    title: "Chalet under the peaks",
    description: "Ski to the door in winter and walk the ridges in summer, with a sauna for tired legs.",
  },
  {
    image: { src: photo("1469474968028-56623f02e42e"), alt: "Sunlit valley with green hills" },
    categories: ["Farm Stay", "2 Guests", "1 Bed"],
    title: "Farmhouse in the valley",
    description: "Fresh eggs for breakfast, quiet lanes to cycle and a sky full of stars at night.",
  },
];

const reviews: ReviewCardSimpleProps[] = [
  {
    image: photo("1494790108377-be9c29b29330"),
    name: "Alice Moreau",
    username: "@alice.travels",
    review: "We booked the lake cabin in five minutes. The hosts left a map of the best walks on the table.",
  },
  {
    image: photo("1507003211169-0a1dd7228f2d"),
    name: "Tomás Silva",
    username: "@tomas.on.trains",
    review: "Clear prices, no surprises at the door. I have already saved three places for next summer.",
  },
  {
    image: photo("1438761681033-6461ffad8d80"),
    name: "Grace Owusu",
    username: "@grace.owusu",
    review: "Changing our dates took one message. The villa was even better than in the photos.",
  },
];

const questions: FaqItem[] = [
  {
    question: "How do I order?",
    answer:
      "Pick where you leave from, where you are going and the day you travel, then press Search. Choose a place, check the dates and confirm: your booking is made in a few steps.",
  },
  {
    question: "How can I make the payment?",
    answer: "You can pay by card when you confirm a booking. Some hosts also let you pay half now and the rest a week before you arrive.",
  },
  {
    question: "How much time does it take to receive the order?",
    answer: "Your confirmation arrives by e-mail within a few minutes. Tickets and check-in details follow once the host has accepted.",
  },
  {
    question: "Can I resell the products?",
    answer: "No: a booking is for the people named on it. If your plans change, you can move the dates or cancel under the host's terms.",
  },
  {
    question: "Where do I find the shipping details?",
    answer: "Nothing is shipped: your tickets, the address and the check-in steps are in your confirmation e-mail and in your account.",
  },
];

export default function Rental() {
  useBodyClass("rental", "bg-gray-200");
  const [page, setPage] = useState(FIRST_PAGE);
  const termsId = useId();

  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <div className="page-header rental-hero">
          <Photo
            src="https://images.unsplash.com/photo-1506905925346-21bda4d32df4?auto=format&fit=crop&w=1600&q=70"
            alt=""
            width={1600}
            height={1067}
            fit="fill"
            loading="eager"
          />
          <span className="mask bg-gradient-dark" aria-hidden="true" />
          <div className="container">
            <div className="row justify-content-center text-center">
              <div className="col-lg-8">
                <h1 className="rental-hero-title text-white mb-3">Book your next trip</h1>
                <p className="lead text-white-soft mb-0">
                  An arrangement you make to have a hotel room, tickets, etc. at a particular time in the future
                </p>
              </div>
            </div>
          </div>
        </div>

        <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card rental-card">
          <section aria-labelledby="rental-search-title" className="rental-search container">
            <h2 id="rental-search-title" className="visually-hidden">
              Search for a trip
            </h2>
            <DemoForm role="search" className="row g-3 align-items-end" aria-labelledby="rental-search-title">
              <div className="col-md-6 col-lg-3">
                <SelectPicker label="Leave From" name="from" options={departures} removeItemButton searchEnabled={false} />
              </div>
              <div className="col-md-6 col-lg-3">
                <SelectPicker label="To" name="to" options={destinations} removeItemButton searchEnabled={false} />
              </div>
              <div className="col-md-6 col-lg-3">
                <DatePicker label="Depart" name="depart" placeholder="Please select date" />
              </div>
              <div className="col-md-6 col-lg-3">
                <Button type="submit" variant="gradient" color="primary" className="w-100 mb-0 rental-search-button">
                  Search
                </Button>
              </div>
            </DemoForm>
          </section>

          <section aria-labelledby="rental-places-title" className="container py-5">
            <div className="row mb-4">
              <div className="col-lg-7">
                <h2 id="rental-places-title">Places to stay</h2>
                <p className="text-soft mb-0">Homes, rooms and cabins picked for their hosts as much as for their views.</p>
              </div>
            </div>
            <ul className="row list-unstyled g-4 rental-places">
              {places.map((place) => (
                <li key={place.title} className="col-md-6 col-lg-4">
                  <PlaceCard {...place} action={placeAction} />
                </li>
              ))}
            </ul>
            <Pagination
              items={paginationItems(page, PAGE_COUNT)}
              label="Places to stay: pages"
              onSelect={setPage}
              className="d-flex justify-content-center mt-5"
            />
          </section>

          <section aria-labelledby="rental-reviews-title" className="container py-5">
            <div className="text-center mx-auto mb-5 rental-intro">
              <h2 id="rental-reviews-title">What travellers say</h2>
              <p className="text-soft mb-0">A few words from people who booked their trips with us.</p>
            </div>
            <ul className="row list-unstyled g-4 mb-0">
              {reviews.map((review) => (
                <li key={review.name} className="col-lg-4">
                  <ReviewCardSimple {...review} />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="rental-faq-title" className="container py-5">
            <div className="row justify-content-center">
              <div className="col-lg-9">
                <h2 id="rental-faq-title" className="text-center mb-4">
                  Frequently asked questions
                </h2>
                <FaqAccordion items={questions} headingAs="h3" />
              </div>
            </div>
          </section>

          <section aria-labelledby="rental-contact-title" className="container py-5">
            <div className="row justify-content-center">
              <div className="col-lg-7">
                <div className="text-center mb-4">
                  <h2 id="rental-contact-title">Contact us</h2>
                  <p className="text-soft mb-0">A question about a place or a booking? Write to us and we will answer within a day.</p>
                </div>
                <DemoForm method="post" aria-labelledby="rental-contact-title">
                  <div className="row">
                    <div className="col-md-6">
                      <Input variant="dynamic" name="first-name" label="First Name" autoComplete="given-name" className="mb-4" />
                    </div>
                    <div className="col-md-6">
                      <Input variant="dynamic" name="last-name" label="Last Name" autoComplete="family-name" className="mb-4" />
                    </div>
                  </div>
                  <Input variant="dynamic" type="email" name="email" label="Email Address" autoComplete="email" className="mb-4" />
                  <Input as="textarea" variant="dynamic" name="message" label="Your Message" rows={4} className="mb-4" />
                  <Form.Check
                    type="switch"
                    role="switch"
                    id={`${termsId}-terms`}
                    name="terms"
                    label="I agree to the Terms and Conditions."
                    defaultChecked
                    className="mb-4"
                  />
                  <Button type="submit" variant="gradient" color="dark" className="w-100 mb-0">
                    Send Message
                  </Button>
                </DemoForm>
              </div>
            </div>
          </section>
        </div>
      </main>
      <Footer />
    </>
  );
}
