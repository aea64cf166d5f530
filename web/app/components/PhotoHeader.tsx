import type { ReactNode } from "react";
import { Photo } from "./Photo";

export interface PhotoHeaderProps {
  /** The photo behind the header (decorative: the header's own text says what the page is). */
  image: string;
  /** What sits over the photo, inside a container; leave it out for a plain image band. */
  children?: ReactNode;
  className?: string;
}

/**
 * A page's opening band: a full-width photo under a dark mask, so white text
 * on it stays readable, and a gradient under both for when the photo is missing.
 */
export function PhotoHeader({ image, children, className = "" }: PhotoHeaderProps) {
  return (
    <div className={["page-header", "photo-header", className].filter(Boolean).join(" ")}>
      <Photo src={image} alt="" width={1600} height={900} fit="fill" loading="eager" />
      <span className="mask bg-gradient-dark" aria-hidden="true" />
      {children != null && <div className="container">{children}</div>}
    </div>
  );
}
