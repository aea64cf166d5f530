import type { TitleTag } from "./cardParts";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";
import { NavPills } from "./NavPills";
import { PricingCard, type PricingAction, type Specification } from "./PricingCard";

/** One way of paying: its tab's label and how the price says it is charged ('mo', 'year'). */
export interface Billing {
  /** Unique among the billings; names the plan's price for it. */
  key: string;
  label: string;
  charged: string;
}

/** A plan offered in every billing. */
export interface PricingPlan {
  /** The plan's name, in its badge. */
  name: string;
  /** The badge's colour. */
  color: ThemeColor;
  /** The amount charged in each billing, by billing key. */
  prices: Readonly<Record<string, number>>;
  specifications: readonly Specification[];
  action: PricingAction;
}

export interface PricingPlansProps {
  plans: readonly PricingPlan[];
  /** The tabs, in order: e.g. Monthly then Annual. */
  billings: readonly Billing[];
  /** The billing shown first; the first one unless told. */
  defaultBilling?: string;
  /** The accessible name of the tab list. */
  label?: string;
  currency?: string;
  /** The plans' title level under the section's own heading. */
  titleAs?: TitleTag;
  className?: string;
}

/** Grid columns for a row of plan cards: three or four side by side on a wide screen, two on a tablet. */
const columnClass = (count: number) => `col-md-6 col-lg-${count >= 4 ? 3 : count === 2 ? 6 : 4}`;

/**
 * Plan cards under a billing switch (Monthly / Annual): the kit's tab pills,
 * one panel of PricingCards per billing, each card priced for that billing.
 */
export function PricingPlans({
  plans,
  billings,
  defaultBilling,
  label = "Billing period",
  currency = "$",
  titleAs,
  className = "",
}: PricingPlansProps) {
  if (plans.length === 0) throw new Error("PricingPlans: plans must not be empty");
  if (billings.length === 0) throw new Error("PricingPlans: billings must not be empty");
  const keys = billings.map((billing) => billing.key);
  if (defaultBilling !== undefined) assertOneOf("PricingPlans", "defaultBilling", keys, defaultBilling);
  for (const plan of plans) {
    assertOneOf("PricingPlans", `color of ${plan.name}`, themeColors, plan.color);
    const missing = keys.find((key) => typeof plan.prices[key] !== "number");
    if (missing !== undefined) throw new Error(`PricingPlans: plan "${plan.name}" has no price for the billing "${missing}"`);
  }

  return (
    <NavPills
      label={label}
      defaultActiveKey={defaultBilling}
      className={["pricing-plans", className].filter(Boolean).join(" ")}
      tabs={billings.map((billing) => ({
        key: billing.key,
        label: billing.label,
        content: (
          <div className="row g-4 justify-content-center">
            {plans.map((plan) => (
              <div key={plan.name} className={columnClass(plans.length)}>
                <PricingCard
                  badge={{ color: plan.color, label: plan.name }}
                  price={{ currency, amount: plan.prices[billing.key], charged: billing.charged }}
                  specifications={plan.specifications}
                  action={plan.action}
                  titleAs={titleAs}
                />
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}
