import { PricingCardSimple } from "~/components/PricingCard";

const plans = [
  {
    title: "Starter",
    description: "One project, all the basics.",
    price: 199,
    specifications: ["1 project", "Complete documentation", "Updates for a year"],
  },
  {
    title: "Pro",
    description: "For people who build for clients.",
    price: 299,
    specifications: ["5 projects", "Working materials in Sketch", "Updates for life"],
  },
  {
    title: "Premium",
    description: "For teams that build a lot.",
    price: 399,
    specifications: ["Unlimited projects", "Priority support", "Updates for life"],
  },
];

export default function PricingMini() {
  return (
    <section className="py-4">
      <div className="row g-4 align-items-center">
        <div className="col-lg-4">
          <h3>Pay once, keep it for life</h3>
          <p className="text-soft">
            A lifetime licence with sample prices. Changed your mind? You have 20 days to request a refund, no questions asked.
          </p>
        </div>
        <div className="col-lg-8">
          <div className="row g-3">
            {plans.map((plan) => (
              <div key={plan.title} className="col-md-4">
                <PricingCardSimple {...plan} titleAs="h4" action={{ route: "/pages/company/pricing", label: "Buy now", color: "info" }} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Pricing: three compact plan cards", order: 3 };
