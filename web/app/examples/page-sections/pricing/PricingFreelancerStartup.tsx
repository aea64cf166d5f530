import { useId } from "react";
import { Nav, Tab } from "react-bootstrap";
import { PricingCardColumn } from "~/components/PricingCard";

const standard = [
  { label: "Complete documentation", includes: true },
  { label: "Working materials in Sketch", includes: true },
  { label: "Integration help", includes: true },
  { label: "Priority support", includes: false },
];
const gold = standard.map((specification) => ({ ...specification, includes: true }));

const audiences = [
  {
    key: "freelancer",
    label: "Freelancer",
    plans: [
      {
        title: "Standard",
        price: 25,
        color: "",
        description: "Everything one person needs to ship a polished site.",
        specifications: standard,
      },
      {
        title: "Gold",
        price: 100,
        color: "dark",
        description: "More room, more projects and a person on call to help.",
        specifications: gold,
      },
    ],
  },
  {
    key: "startup",
    label: "Startup",
    plans: [
      {
        title: "Standard",
        price: 59,
        color: "",
        description: "A shared workspace for a small team that moves fast.",
        specifications: standard,
      },
      { title: "Gold", price: 135, color: "dark", description: "For a growing company: every feature, every seat.", specifications: gold },
    ],
  },
] as const;

export default function PricingFreelancerStartup() {
  const id = useId();
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-4" style={{ maxWidth: "36rem" }}>
        <span className="badge badge-info rounded-pill mb-3">Pricing</span>
        <h3>Pick the plan that suits you</h3>
        <p className="text-soft">Sample prices per month. Switch between the plans for freelancers and for startups.</p>
      </div>
      <Tab.Container id={id} defaultActiveKey="freelancer">
        <div className="text-center mb-4">
          <Nav variant="pills" className="pricing-tabs" aria-label="Plans for">
            {audiences.map((audience) => (
              <Nav.Link key={audience.key} as="button" type="button" eventKey={audience.key}>
                {audience.label}
              </Nav.Link>
            ))}
          </Nav>
        </div>
        <Tab.Content>
          {audiences.map((audience) => (
            <Tab.Pane key={audience.key} eventKey={audience.key}>
              <div className="card mx-auto" style={{ maxWidth: "56rem" }}>
                <div className="row g-0">
                  {audience.plans.map((plan) => (
                    <PricingCardColumn
                      key={plan.title}
                      columnClass="col-md-6"
                      color={plan.color}
                      title={`${plan.title} · ${audience.label}`}
                      titleAs="h4"
                      description={plan.description}
                      price={plan.price}
                      specifications={plan.specifications}
                      action={{ route: "/pages/company/pricing", label: "Get started", color: plan.color ? "white" : "dark" }}
                    />
                  ))}
                </div>
              </div>
            </Tab.Pane>
          ))}
        </Tab.Content>
      </Tab.Container>
    </section>
  );
}

export const meta = { title: "Pricing: plans for freelancers and startups", order: 1 };
