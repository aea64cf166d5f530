import { PricingCard } from "~/components/PricingCard";

export default function GeneralCardsPricing() {
  return (
    <div className="mx-auto" style={{ maxWidth: "22rem" }}>
      <PricingCard
        badge={{ color: "info", label: "Free access for 200 members" }}
        price={{ currency: "$", amount: 499, charged: "year" }}
        specifications={[
          { label: "Complete documentation", includes: true },
          { label: "Working materials in Sketch", includes: true },
          { label: "2GB cloud storage", includes: true },
          { label: "100 team members", includes: true },
        ]}
        action={{ route: "/pages/company/pricing", label: "Join", color: "info", class: "w-100 mb-0" }}
      />
    </div>
  );
}

export const meta = { title: "Card: pricing plan", order: 5 };
