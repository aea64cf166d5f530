import { FaCheck, FaMinus } from "react-icons/fa6";
import { formatAmount } from "~/lib/numbers";
import { Badge } from "./Badge";
import { ActionLink, CardTitle, type CardLinkAction, type TitleTag } from "./cardParts";
import { assertOneOf, themeColors, type ThemeColor } from "./kitProps";

/** What a plan costs: '$' 59 per 'mo'. */
export interface Price {
  currency: string;
  amount: number;
  /** How often it is charged, as shown after the amount: 'mo', 'year', 'one-time'. */
  charged: string;
}

/** One line of a plan: a label with whether the plan includes it, or plain text (included). */
export type Specification = string | { label: string; includes: boolean };

export interface PricingAction extends CardLinkAction {
  /** Extra classes for the button; full width unless told. */
  class?: string;
}

function assertPrice(component: string, amount: unknown) {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0) {
    throw new Error(`${component}: price must be a number of 0 or more; got ${JSON.stringify(amount)}`);
  }
}

/** A price in large type: currency, amount and how often it is charged. */
function PriceTag({ price, className = "" }: { price: Price; className?: string }) {
  return (
    <p className={`price ${className}`.trim()}>
      <span className="price-currency">{price.currency}</span>
      {formatAmount(price.amount)}
      {price.charged && <span className="price-charged">/{price.charged}</span>}
    </p>
  );
}

/** A plan's list: a tick for what it includes, a dash (and words for screen readers) for what it does not. */
function Specifications({ items, className = "" }: { items: readonly Specification[]; className?: string }) {
  return (
    <ul className={`pricing-specs list-unstyled ${className}`.trim()}>
      {items.map((item) => {
        const { label, includes } = typeof item === "string" ? { label: item, includes: true } : item;
        const Icon = includes ? FaCheck : FaMinus;
        return (
          <li key={label} className={includes ? "" : "pricing-spec-excluded"}>
            <Icon className="pricing-spec-icon" aria-hidden="true" focusable="false" />
            {!includes && <span className="visually-hidden">Not included: </span>}
            {label}
          </li>
        );
      })}
    </ul>
  );
}

export interface PricingCardProps {
  /** The plan's name, as a badge at the top. */
  badge: { color: ThemeColor; label: string };
  price: Price;
  specifications: readonly Specification[];
  action: PricingAction;
  titleAs?: TitleTag;
}

/** A plan: its name in a badge, the price, what it includes and a call to action. */
export function PricingCard({ badge, price, specifications, action, titleAs }: PricingCardProps) {
  assertOneOf("PricingCard", "badge.color", themeColors, badge.color);
  assertPrice("PricingCard", price.amount);
  return (
    <article className="card card-pricing h-100">
      <div className="card-header bg-transparent border-0 text-center pt-4 pb-0">
        <CardTitle as={titleAs} className="card-pricing-title mb-2">
          <Badge color={badge.color} rounded>
            {badge.label}
          </Badge>
        </CardTitle>
        <PriceTag price={price} className="mb-0" />
      </div>
      <div className="card-body d-flex flex-column">
        <Specifications items={specifications} className="flex-grow-1" />
        <ActionLink component="PricingCard" action={action} className={action.class ?? "w-100 mb-0"}>
          <span className="visually-hidden">: {badge.label}</span>
        </ActionLink>
      </div>
    </article>
  );
}

export interface PricingCardSimpleProps {
  title: string;
  description: string;
  /** An amount in dollars, or a full price. */
  price: number | Price;
  specifications: readonly string[];
  action: CardLinkAction;
  titleAs?: TitleTag;
}

/** A small plan card: title, a line about it, the price, a short list and a button. */
export function PricingCardSimple({ title, description, price, specifications, action, titleAs }: PricingCardSimpleProps) {
  const full: Price = typeof price === "number" ? { currency: "$", amount: price, charged: "" } : price;
  assertPrice("PricingCardSimple", full.amount);
  return (
    <article className="card card-pricing card-pricing-simple h-100">
      <div className="card-body d-flex flex-column">
        <CardTitle as={titleAs} className="h5 mb-1">
          {title}
        </CardTitle>
        <p className="text-sm text-soft">{description}</p>
        <PriceTag price={full} className="price-sm" />
        <Specifications items={specifications} className="flex-grow-1" />
        <ActionLink component="PricingCardSimple" action={action} variant="outline" className="w-100 mb-0">
          <span className="visually-hidden">: {title}</span>
        </ActionLink>
      </div>
    </article>
  );
}

/** The colours of a pricing column; an empty string (the default) is white. */
export const pricingColumnColors = [...themeColors, ""] as const;

export interface PricingCardColumnProps {
  /** The grid classes of the column, e.g. 'col-lg-6'. */
  columnClass: string;
  /** Fills the column with a gradient of this colour (white text); empty for white. */
  color?: (typeof pricingColumnColors)[number];
  title: string;
  description: string;
  /** An amount in dollars per month. */
  price: number;
  action: CardLinkAction;
  specifications: readonly Specification[];
  titleAs?: TitleTag;
}

/** One column of a plans table: several sit side by side in one card, one of them coloured to stand out. */
export function PricingCardColumn({
  columnClass,
  color = "",
  title,
  description,
  price,
  action,
  specifications,
  titleAs,
}: PricingCardColumnProps) {
  assertOneOf("PricingCardColumn", "color", pricingColumnColors, color);
  assertPrice("PricingCardColumn", price);
  const surface = color ? `bg-gradient-${color}${color === "light" ? "" : " card-on-color"}` : "";
  return (
    <div className={columnClass}>
      <article className={`pricing-column h-100 ${surface}`.trim()}>
        <CardTitle as={titleAs} className="h5 mb-1">
          {title}
        </CardTitle>
        <p className="text-sm pricing-column-description">{description}</p>
        <PriceTag price={{ currency: "$", amount: price, charged: "mo" }} />
        <Specifications items={specifications} />
        <ActionLink component="PricingCardColumn" action={action} className="w-100 mb-0">
          <span className="visually-hidden">: {title}</span>
        </ActionLink>
      </article>
    </div>
  );
}
