import { BookingCard } from "~/components/BookingCard";

export default function GeneralCardsRaised() {
  return (
    <div className="pt-4 mx-auto" style={{ maxWidth: "22rem" }}>
      <BookingCard
        image={{
          src: "https://images.unsplash.com/photo-1499793983690-e29da59ef1c2?auto=format&fit=crop&w=800&q=70",
          alt: "A wooden house on a beach",
        }}
        categories={["Entire House", "4 Guests", "3 Beds"]}
        title="Beach house by the dunes"
        description="Sample stay: wake up to the sea, cycle to the village, and watch the sun set from the deck."
      />
    </div>
  );
}

export const meta = { title: "Card: raised photo with a listing", order: 1 };
