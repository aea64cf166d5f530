import { useState } from "react";
import type { MetaFunction } from "react-router";
import { Button } from "~/components/Button";
import { CardGrid } from "~/components/CardGrid";
import { ContactForm } from "~/components/ContactForm";
import { DatePicker } from "~/components/DatePicker";
import { DemoForm } from "~/components/DemoForm";
import { FaqSection } from "~/components/FaqSection";
import { HeroText } from "~/components/HeroText";
import { PageCard } from "~/components/PageCard";
import { PageSection } from "~/components/PageSection";
import { Pagination, paginationItems } from "~/components/Pagination";
import { PhotoHeader } from "~/components/PhotoHeader";
import { PlaceCard, type PlaceCardProps } from "~/components/PlaceCard";
import { ReviewGrid } from "~/components/ReviewGrid";
import { SectionIntro } from "~/components/SectionIntro";
import { SelectPicker } from "~/components/SelectPicker";
import {
  rentalDepartures,
  rentalDestinations,
  rentalFirstPage,
  rentalPageCount,
  rentalPlaces,
  rentalQuestions,
  rentalReviews,
} from "~/content/landing";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { useBodyClass } from "~/shell/useBodyClass";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("rental");

// Booking a place means signing in first.
const placeAction: PlaceCardProps["action"] = { color: "primary", label: "From / Night", route: href("signin-cover") };

export default function Rental() {
  useBodyClass("rental", "bg-gray-200");
  const [page, setPage] = useState(rentalFirstPage);

  return (
    <>
      <PhotoHeader image={unsplashPhoto("1506905925346-21bda4d32df4", 1600)} className="landing-hero">
        <HeroText
          title="Book your next trip"
          lead="An arrangement you make to have a hotel room, tickets, etc. at a particular time in the future"
          titleClassName="hero-title"
        />
      </PhotoHeader>

      <PageCard className="rental-card">
        <section aria-labelledby="rental-search-title" className="rental-search container">
          <h2 id="rental-search-title" className="visually-hidden">
            Search for a trip
          </h2>
          <DemoForm role="search" className="row g-3 align-items-end" aria-labelledby="rental-search-title">
            <div className="col-md-6 col-lg-3">
              <SelectPicker label="Leave From" name="from" options={rentalDepartures} removeItemButton searchEnabled={false} />
            </div>
            <div className="col-md-6 col-lg-3">
              <SelectPicker label="To" name="to" options={rentalDestinations} removeItemButton searchEnabled={false} />
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

        <PageSection
          id="rental-places-title"
          title="Places to stay"
          lead="Homes, rooms and cabins picked for their hosts as much as for their views."
          align="start"
          introClassName="mb-4"
        >
          <CardGrid items={rentalPlaces} itemKey={(place) => place.title} columns="col-md-6 col-lg-4" className="g-4">
            {(place) => <PlaceCard {...place} action={placeAction} />}
          </CardGrid>
          <Pagination
            items={paginationItems(page, rentalPageCount)}
            label="Places to stay: pages"
            onSelect={setPage}
            className="d-flex justify-content-center mt-5"
          />
        </PageSection>

        <PageSection id="rental-reviews-title" title="What travellers say" lead="A few words from people who booked their trips with us.">
          <ReviewGrid variant="simple" reviews={rentalReviews} />
        </PageSection>

        <FaqSection id="rental-faq-title" items={rentalQuestions} />

        <section aria-labelledby="rental-contact-title" className="container py-5">
          <div className="row justify-content-center">
            <div className="col-lg-7">
              <SectionIntro
                id="rental-contact-title"
                title="Contact us"
                lead="A question about a place or a booking? Write to us and we will answer within a day."
                className="mb-4"
              />
              <ContactForm
                aria-labelledby="rental-contact-title"
                names="split"
                emailLabel="Email Address"
                messageLabel="Your Message"
                askForDetail={false}
                terms
                rows={4}
                variant="dynamic"
                submitColor="dark"
                fullWidthButton
              />
            </div>
          </div>
        </section>
      </PageCard>
    </>
  );
}
