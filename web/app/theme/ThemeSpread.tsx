import { memo, useId, type CSSProperties, type ReactNode } from "react";
import { Alert } from "~/components/Alert";
import { Badge } from "~/components/Badge";
import { Button } from "~/components/Button";
import { PricingCard, type PricingCardProps } from "~/components/PricingCard";
import { themeColors } from "~/components/kitProps";
import NavbarDark from "~/examples/navigation/navbars/NavbarDark";
import NavbarLight from "~/examples/navigation/navbars/NavbarLight";
import PageHeadersGradient from "~/examples/page-sections/page-headers/PageHeadersGradient";
import FormSimple from "~/examples/input-areas/forms/FormSimple";
import type { Tokens } from "./tokens";

type Mode = "light" | "dark";
const modes: { mode: Mode; label: string }[] = [
  { mode: "light", label: "Light" },
  { mode: "dark", label: "Dark" },
];

/**
 * Real kit pieces in the theme, light above dark, each as wide as the column (the pieces lay out by the window's
 * width). Each mode's `.ukg` carries the tokens as its inline style, the only thing a change of theme touches (the
 * pieces themselves never re-render).
 */
export function ThemeSpread({ tokens }: { tokens: Tokens }) {
  const style = tokens as CSSProperties;
  return (
    <div className="row g-4 theme-spreads">
      {modes.map(({ mode, label }) => (
        <section key={mode} className="col-12" aria-labelledby={`theme-spread-${mode}`}>
          <h2 className="h5 mb-2" id={`theme-spread-${mode}`}>
            {label}
          </h2>
          <div className={`ukg theme-spread theme-spread-${mode}`} data-bs-theme={mode} style={style}>
            <SpreadPieces mode={mode} />
          </div>
        </section>
      ))}
    </div>
  );
}

const SpreadPieces = memo(function SpreadPieces({ mode }: { mode: Mode }) {
  const Navbar = mode === "light" ? NavbarLight : NavbarDark;
  return (
    <>
      <Navbar />
      <PageHeadersGradient />
      <div className="theme-spread-pad">
        <Piece title="Buttons">
          <div className="d-flex flex-wrap gap-2">
            {themeColors.map((color) => (
              <Button key={color} variant="gradient" color={color} size="sm" className="mb-0">
                {color}
              </Button>
            ))}
          </div>
          <div className="d-flex flex-wrap gap-2 mt-2">
            {/* Outlined light on a light page, and dark on a dark one, are drawn for the other mode's pages. */}
            {themeColors.filter((color) => color !== mode).map((color) => (
              <Button key={color} variant="outline" color={color} size="sm" className="mb-0">
                {color}
              </Button>
            ))}
          </div>
        </Piece>
        <Piece title="Badges">
          <div className="d-flex flex-wrap gap-2">
            {themeColors.map((color) => (
              <Badge key={color} variant="gradient" color={color}>
                {color}
              </Badge>
            ))}
            {themeColors.map((color) => (
              <Badge key={`soft-${color}`} color={color} rounded>
                {color}
              </Badge>
            ))}
          </div>
        </Piece>
        <Piece title="Alerts">
          {(["primary", "success", "warning", "danger"] as const).map((color) => (
            <Alert key={color} color={color}>
              A {color} alert: the theme&apos;s fill under white text.
            </Alert>
          ))}
        </Piece>
        <Piece title="Cards, a menu and a dialog">
          <div className="row g-3">
            <div className="col-md-6">
              <SampleCard />
            </div>
            <div className="col-md-6">
              <OpenDropdown />
            </div>
          </div>
          <OpenModal />
        </Piece>
        <Piece title="Pricing">
          {/* A grid of the spread's own width: the showcase's pricing sections lay out by the window's. */}
          <div className="theme-grid">
            {samplePlans.map((plan) => (
              <PricingCard key={plan.badge.label} {...plan} titleAs="h4" />
            ))}
          </div>
        </Piece>
        <Piece title="Form">
          <FormSimple />
        </Piece>
      </div>
    </>
  );
});

const samplePlans: PricingCardProps[] = [
  {
    badge: { color: "primary", label: "Starter" },
    price: { currency: "£", amount: 19, charged: "month" },
    specifications: [
      { label: "One application", includes: true },
      { label: "Document checklist", includes: true },
      { label: "Adviser review", includes: false },
    ],
    action: { route: "/pages/company/pricing", label: "Choose Starter", color: "primary", class: "w-100 mb-0" },
  },
  {
    badge: { color: "dark", label: "Family" },
    price: { currency: "£", amount: 49, charged: "month" },
    specifications: [
      { label: "Up to five applications", includes: true },
      { label: "Document checklist", includes: true },
      { label: "Adviser review", includes: true },
    ],
    action: { route: "/pages/company/pricing", label: "Choose Family", color: "dark", class: "w-100 mb-0" },
  },
];

/** A piece of the spread under its heading (not a landmark: each mode has the same pieces). */
function Piece({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="theme-piece">
      <h3 className="h6 text-uppercase text-soft mb-2">{title}</h3>
      {children}
    </div>
  );
}

function SampleCard() {
  return (
    <div className="card h-100">
      <div className="card-body">
        <Badge color="info" rounded>
          New
        </Badge>
        <h4 className="h5 mt-3">Skilled Worker visa</h4>
        <p className="text-sm">Work for a UK employer with a licence to sponsor you: the route in five steps.</p>
        <Button variant="gradient" color="primary" size="sm" className="mb-0">
          Read the guide
        </Button>
      </div>
    </div>
  );
}

/** A dropdown menu as it shows when open, drawn in place. */
function OpenDropdown() {
  const id = useId();
  return (
    <div className="dropdown theme-open-dropdown">
      <Button variant="gradient" color="dark" size="sm" className="dropdown-toggle mb-0" aria-expanded="true" aria-controls={id}>
        Your account
      </Button>
      <ul id={id} className="dropdown-menu show">
        {["Profile", "Applications", "Documents", "Sign out"].map((item) => (
          <li key={item}>
            <button type="button" className="dropdown-item">
              {item}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A dialog as it shows when open, drawn in place rather than over the page. */
function OpenModal() {
  const id = useId();
  return (
    // .modal holds the dialog's custom properties; here it stays in the flow.
    <div className="modal theme-open-modal" role="group" aria-labelledby={id}>
      <div className="modal-dialog">
        <div className="modal-content">
          <div className="modal-header">
            <h4 className="modal-title h5" id={id}>
              Save your answers?
            </h4>
            <button type="button" className="btn-close" aria-label="Close" />
          </div>
          <div className="modal-body">
            <p className="mb-0">We keep them for 30 days, so you can come back to your checklist.</p>
          </div>
          <div className="modal-footer">
            <Button variant="outline" color="secondary" size="sm" className="mb-0">
              Not now
            </Button>
            <Button variant="gradient" color="primary" size="sm" className="mb-0">
              Save answers
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
