// Sample content of the landing template pages: the rental (trip booking) and co-working pages.
import { MdCoffee, MdLock, MdMeetingRoom, MdWifi } from "react-icons/md";
import type { BookingCardProps } from "~/components/BookingCard";
import type { CounterCardProps } from "~/components/CounterCard";
import type { FaqItem } from "~/components/FaqAccordion";
import type { Feature } from "~/components/FeatureGrid";
import type { PlaceCardProps } from "~/components/PlaceCard";
import type { ReviewCardProps, ReviewCardSimpleProps } from "~/components/ReviewCard";
import { unsplashPhoto } from "./photos";

// Rental.

/** The rental search's places (SPEC: Rental page). */
export const rentalDepartures = ["Brazil", "Bucharest", "London", "USA"];
export const rentalDestinations = ["Italy", "Spain", "Denmark", "Poland"];

/** The listing has five pages; it opens on the second (SPEC section 4). */
export const rentalPageCount = 5;
export const rentalFirstPage = 2;

export const rentalPlaces: Omit<PlaceCardProps, "action">[] = [
  {
    image: { src: unsplashPhoto("1502672260266-1c1ef2d93688"), alt: "Bright living room with a grey sofa" },
    categories: ["Entire Apartment", "3 Guests", "2 Beds"],
    title: "Cosy loft near the canal",
    description: "A quiet top-floor flat with a reading nook, ten minutes on foot from the old town.",
  },
  {
    image: { src: unsplashPhoto("1522708323590-d24dbb6b0267"), alt: "Open-plan flat with a kitchen and a dining table" },
    categories: ["Private Room", "2 Guests", "1 Bed"],
    title: "Garden room in a family house",
    description: "Your own room and bathroom, breakfast in the garden, and hosts who know every bakery nearby.",
  },
  {
    image: { src: unsplashPhoto("1520250497591-112f2f40a3f4"), alt: "Resort pool among palm trees" },
    categories: ["Entire Villa", "8 Guests", "4 Beds"],
    title: "Villa with a pool",
    description: "Room for the whole family: four bedrooms, a shaded terrace and a pool all of your own.",
  },
  {
    image: { src: unsplashPhoto("1501785888041-af3ef285b470"), alt: "Lake between mountains at sunrise" },
    categories: ["Entire Cabin", "4 Guests", "2 Beds"],
    title: "Cabin by the lake",
    description: "Wake up to still water and mountain air; a wood stove keeps the evenings warm.",
  },
  {
    image: { src: unsplashPhoto("1519681393784-d120267933ba"), alt: "Snowy peaks under a starry sky" },
    categories: ["Entire Chalet", "6 Guests", "3 Beds"],
    title: "Chalet under the peaks",
    description: "Ski to the door in winter and walk the ridges in summer, with a sauna for tired legs.",
  },
  {
    image: { src: unsplashPhoto("1469474968028-56623f02e42e"), alt: "Sunlit valley with green hills" },
    categories: ["Farm Stay", "2 Guests", "1 Bed"],
    title: "Farmhouse in the valley",
    description: "Fresh eggs for breakfast, quiet lanes to cycle and a sky full of stars at night.",
  },
];

export const rentalReviews: ReviewCardSimpleProps[] = [
  {
    image: unsplashPhoto("1494790108377-be9c29b29330"),
    name: "Alice Moreau",
    username: "@alice.travels",
    review: "We booked the lake cabin in five minutes. The hosts left a map of the best walks on the table.",
  },
  {
    image: unsplashPhoto("1507003211169-0a1dd7228f2d"),
    name: "Tomás Silva",
    username: "@tomas.on.trains",
    review: "Clear prices, no surprises at the door. I have already saved three places for next summer.",
  },
  {
    image: unsplashPhoto("1438761681033-6461ffad8d80"),
    name: "Grace Owusu",
    username: "@grace.owusu",
    review: "Changing our dates took one message. The villa was even better than in the photos.",
  },
];

/** The rental FAQ: the five questions of the spec, in its order. */
export const rentalQuestions: FaqItem[] = [
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

// Co-working.

export const coworkingFeatures: Feature[] = [
  { icon: MdWifi, color: "primary", title: "Fast, steady Wi-Fi", text: "A fibre line with a backup, so your calls never drop mid-sentence." },
  { icon: MdCoffee, color: "primary", title: "Coffee on the house", text: "Fresh beans every morning, herbal teas and a fridge for your lunch." },
  { icon: MdMeetingRoom, color: "primary", title: "Rooms to meet in", text: "Book a meeting room by the hour, with a screen and a whiteboard." },
  { icon: MdLock, color: "primary", title: "Open day and night", text: "Your key card opens the doors at any hour, every day of the year." },
];

export const coworkingSpaces: BookingCardProps[] = [
  {
    image: { src: unsplashPhoto("1497366216548-37526070297c"), alt: "Bright open-plan office with long shared desks" },
    categories: ["Hot Desk", "1 Person", "Day Pass"],
    title: "Hot desk",
    description: "Take any free seat in the open room. Come for a day or buy a pack of ten.",
  },
  {
    image: { src: unsplashPhoto("1497366811353-6870744d04b2"), alt: "Row of desks by tall windows" },
    categories: ["Dedicated Desk", "1 Person", "Monthly"],
    title: "Your own desk",
    description: "The same desk every day, a lockable drawer and a monitor you can leave set up.",
  },
  {
    image: { src: unsplashPhoto("1517245386807-bb43f82c33c4"), alt: "Small team working around a table" },
    categories: ["Private Office", "4 People", "Monthly"],
    title: "Team office",
    description: "A quiet room with a door that closes, for a small team that needs to focus.",
  },
];

export const coworkingReviews: ReviewCardProps[] = [
  {
    image: unsplashPhoto("1500648767791-00dcc994a43e", 200),
    name: "Samuel Adeyemi",
    date: "2 days ago",
    review: "I came for the quiet and stayed for the people. Half my new clients sat two desks away.",
    rating: 5,
  },
  {
    image: unsplashPhoto("1529655683826-aba9b3e77383", 200),
    name: "Lena Fischer",
    date: "1 week ago",
    review: "Good coffee, good light and a meeting room whenever I need one. My team moved in last month.",
    rating: 5,
    variant: "gradient",
    color: "dark",
  },
  {
    image: unsplashPhoto("1499793983690-e29da59ef1c2", 200),
    name: "Priya Raman",
    date: "3 weeks ago",
    review: "Calm and friendly. The phone booths get busy around noon, so book one ahead.",
    rating: 4,
  },
];

export const coworkingFigures: CounterCardProps[] = [
  { count: 4, title: "Locations", description: "Spaces in four city centres, one key card for all of them.", duration: 3000 },
  { count: 1200, suffix: "+", title: "Members", description: "Freelancers, start-ups and remote teams who work here.", duration: 3000 },
  { count: 24, suffix: "/7", title: "Access", description: "Open at any hour, so you work when it suits you." },
];
