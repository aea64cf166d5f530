import { useId } from "react";
import { Nav, Tab } from "react-bootstrap";
import { PricingCard } from "~/components/PricingCard";
import type { ThemeColor } from "~/components/kitProps";

interface Plan {
  name: string;
  color: ThemeColor;
  monthly: number;
  annual: number;
  storage: string;
  members: string;
  extras: boolean[];
}

const plans: Plan[] = [
  { name: "Starter", color: "secondary", monthly: 59, annual: 119, storage: "20GB", members: "2", extras: [true, false, false] },
  { name: "Premium", color: "primary", monthly: 89, annual: 159, storage: "40GB", members: "10", extras: [true, true, false] },
  { name: "Enterprise", color: "info", monthly: 99, annual: 399, storage: "100GB", members: "Unlimited", extras: [true, true, true] },
];

const extras = ["Complete documentation", "Integration help", "Sketch files"];

const billings = [
  { key: "monthly", label: "Monthly", charged: "mo" },
  { key: "annual", label: "Annual", charged: "year" },
] as const;

export default function PricingMonthlyAnnual() {
  const id = useId();
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-4" style={{ maxWidth: "36rem" }}>
        <h3>Simple, honest pricing</h3>
        <p className="text-soft">Sample plans: pay each month, or once a year and save.</p>
      </div>
      <Tab.Container id={id} defaultActiveKey="monthly">
        <div className="text-center mb-5">
          <Nav variant="pills" className="pricing-tabs" aria-label="Billing">
            {billings.map((billing) => (
              <Nav.Link key={billing.key} as="button" type="button" eventKey={billing.key}>
                {billing.label}
              </Nav.Link>
            ))}
          </Nav>
        </div>
        <Tab.Content>
          {billings.map((billing) => (
            <Tab.Pane key={billing.key} eventKey={billing.key}>
              <div className="row g-4">
                {plans.map((plan) => (
                  <div key={plan.name} className="col-md-4">
                    <PricingCard
                      badge={{ color: plan.color, label: plan.name }}
                      titleAs="h4"
                      price={{ currency: "$", amount: plan[billing.key], charged: billing.charged }}
                      specifications={[
                        `${plan.storage} cloud storage`,
                        `${plan.members} team members`,
                        ...extras.map((label, index) => ({ label, includes: plan.extras[index] })),
                      ]}
                      action={{ route: "/pages/company/pricing", label: "Join", color: plan.name === "Premium" ? "primary" : "dark" }}
                    />
                  </div>
                ))}
              </div>
            </Tab.Pane>
          ))}
        </Tab.Content>
      </Tab.Container>
    </section>
  );
}

export const meta = { title: "Pricing: plans with a monthly or annual switch", order: 2 };
