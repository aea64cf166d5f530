import type { ReactNode } from "react";

export interface PageCardProps {
  className?: string;
  children: ReactNode;
}

/** The blurred card that rises over a page's photo header and holds the page's sections. */
export function PageCard({ className = "", children }: PageCardProps) {
  return <div className={["card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card", className].filter(Boolean).join(" ")}>{children}</div>;
}
