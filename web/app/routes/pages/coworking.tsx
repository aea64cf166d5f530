import type { IconType } from "react-icons";
import { MdCoffee, MdLock, MdMeetingRoom, MdWifi } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BookingCard, type BookingCardProps } from "~/components/BookingCard";
import { CounterCard, type CounterCardProps } from "~/components/CounterCard";
import { Footer } from "~/components/Footer";
import { Navbar } from "~/components/Navbar";
import { Photo } from "~/components/Photo";
import { ReviewCard, type ReviewCardProps } from "~/components/ReviewCard";
import { pageMeta } from "~/content/meta";
import { useBodyClass } from "~/lib/useBodyClass";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("coworking");

const photo = (id: string, width = 800) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=70`;

const features: { icon: IconType; title: string; text: string }[] = [
  { icon: MdWifi, title: "Fast, steady Wi-Fi", text: "A fibre line with a backup, so your calls never drop mid-sentence." },
  { icon: MdCoffee, title: "Coffee on the house", text: "Fresh beans every morning, herbal teas and a fridge for your lunch." },
  { icon: MdMeetingRoom, title: "Rooms to meet in", text: "Book a meeting room by the hour, with a screen and a whiteboard." },
  { icon: MdLock, title: "Open day and night", text: "Your key card opens the doors at any hour, every day of the year." },
];

const spaces: BookingCardProps[] = [
  {
    image: { src: photo("1497366216548-37526070297c"), alt: "Bright open-plan office with long shared desks" },
    categories: ["Hot Desk", "1 Person", "Day Pass"],
    title: "Hot desk",
    description: "Take any free seat in the open room. Come for a day or buy a pack of ten.",
  },
  {
    image: { src: photo("1497366811353-6870744d04b2"), alt: "Row of desks by tall windows" },
    categories: ["Dedicated Desk", "1 Person", "Monthly"],
    title: "Your own desk",
    description: "The same desk every day, a lockable drawer and a monitor you can leave set up.",
  },
  {
    image: { src: photo("1517245386807-bb43f82c33c4"), alt: "Small team working around a table" },
    categories: ["Private Office", "4 People", "Monthly"],
    title: "Team office",
    description: "A quiet room with a door that closes, for a small team that needs to focus.",
  },
];

const reviews: ReviewCardProps[] = [
  {
    image: photo("1500648767791-00dcc994a43e", 200),
    name: "Samuel Adeyemi",
    date: "2 days ago",
    review: "I came for the quiet and stayed for the people. Half my new clients sat two desks away.",
    rating: 5,
  },
  {
    image: photo("1529655683826-aba9b3e77383", 200),
    name: "Lena Fischer",
    date: "1 week ago",
    review: "Good coffee, good light and a meeting room whenever I need one. My team moved in last month.",
    rating: 5,
    variant: "gradient",
    color: "dark",
  },
  {
    image: photo("1499793983690-e29da59ef1c2", 200),
    name: "Priya Raman",
    date: "3 weeks ago",
    review: "Calm and friendly. The phone booths get busy around noon, so book one ahead.",
    rating: 4,
  },
];

const figures: CounterCardProps[] = [
  { count: 4, title: "Locations", description: "Spaces in four city centres, one key card for all of them.", duration: 3000 },
  { count: 1200, suffix: "+", title: "Members", description: "Freelancers, start-ups and remote teams who work here.", duration: 3000 },
  { count: 24, suffix: "/7", title: "Access", description: "Open at any hour, so you work when it suits you." },
];

export default function Coworking() {
  useBodyClass("coworking");
  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <div className="page-header coworking-hero">
          <Photo src={photo("1497366216548-37526070297c", 1600)} alt="" width={1600} height={1067} fit="fill" loading="eager" />
          <span className="mask bg-gradient-dark" aria-hidden="true" />
          <div className="container">
            <div className="row">
              <div className="col-lg-7 col-md-9">
                <p className="coworking-eyebrow">Work among friends</p>
                <h1 className="coworking-hero-title text-white mb-3">A desk, a door and a community</h1>
                <p className="lead text-white-soft mb-4">
                  Bright rooms, good coffee and neighbours who get things done. Drop in for a day or make it your home base.
                </p>
                <div className="d-flex flex-wrap gap-2">
                  <a className="btn bg-gradient-primary mb-0" href="#coworking-places-title">
                    See the spaces
                  </a>
                  <Link className="btn btn-white mb-0" to={href("contactus")}>
                    Book a visit
                  </Link>
                </div>
              </div>
            </div>
          </div>
        </div>

        <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card">
          <section aria-labelledby="coworking-info-title" className="container py-5">
            <div className="row gy-5 align-items-center">
              <div className="col-lg-6">
                <p className="section-eyebrow">Everything included</p>
                <h2 id="coworking-info-title" className="section-title mb-3">
                  Bring your laptop; we take care of the rest
                </h2>
                <p className="section-lead mb-4">
                  Every membership comes with the things that make a working day easy, so you can think about your
                  work and nothing else.
                </p>
                <ul className="row list-unstyled gy-4 mb-0">
                  {features.map(({ icon: Icon, title, text }) => (
                    <li key={title} className="col-sm-6 d-flex gap-3">
                      <span className="icon-shape bg-gradient-primary flex-shrink-0" aria-hidden="true">
                        <Icon size={22} focusable="false" />
                      </span>
                      <div>
                        <h3 className="feature-title mt-0">{title}</h3>
                        <p className="feature-text">{text}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="col-lg-5 col-md-8 mx-auto me-lg-0">
                <div className="feature-photo">
                  <Photo src={photo("1522202176988-66273c2fd55f")} alt="Four colleagues talking around a laptop" width={800} height={1000} />
                  <div className="feature-photo-caption blur shadow-blur">
                    <p className="fw-bold mb-1">Events every week</p>
                    <p className="text-sm mb-0">Breakfasts, talks and a Friday lunch to meet your neighbours.</p>
                  </div>
                </div>
              </div>
            </div>
          </section>

          <section aria-labelledby="coworking-places-title" className="container py-5">
            <div className="text-center mx-auto mb-5 coworking-intro">
              <p className="section-eyebrow">Our spaces</p>
              <h2 id="coworking-places-title" className="section-title">
                Pick the way you like to work
              </h2>
              <p className="section-lead mb-0">From a seat for the day to an office for your whole team.</p>
            </div>
            <ul className="row list-unstyled gy-5 gx-4 mb-0 coworking-places">
              {spaces.map((space) => (
                <li key={space.title} className="col-md-6 col-lg-4">
                  <BookingCard {...space} />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="coworking-reviews-title" className="container py-5">
            <div className="text-center mx-auto mb-5 coworking-intro">
              <p className="section-eyebrow">Members</p>
              <h2 id="coworking-reviews-title" className="section-title">
                Why people work here
              </h2>
            </div>
            <ul className="row list-unstyled g-4 align-items-center mb-0">
              {reviews.map((review) => (
                <li key={review.name} className="col-lg-4">
                  <ReviewCard {...review} />
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="coworking-about-title" className="container py-5">
            <div className="row gy-4 align-items-center">
              <div className="col-lg-4">
                <p className="section-eyebrow">About us</p>
                <h2 id="coworking-about-title" className="section-title mb-3">
                  Built by people who used to work alone
                </h2>
                <p className="section-lead mb-0">
                  We opened our first space after years of kitchen tables and noisy cafés. Today our members share ideas,
                  clients and the occasional cake.
                </p>
              </div>
              <div className="col-lg-8">
                <ul className="row list-unstyled g-4 mb-0">
                  {figures.map((figure) => (
                    <li key={figure.title} className="col-md-4">
                      <CounterCard {...figure} color="primary" titleAs="h3" />
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        </div>
      </main>
      <Footer />
    </>
  );
}
