import type { ReactNode } from "react";
import { PhotoHeader } from "./PhotoHeader";

export interface AuthCoverProps {
  /** The photo of the band at the top (decorative). */
  image: string;
  /** The card that overlaps the band's lower edge (an AuthCard). */
  children: ReactNode;
}

/**
 * The "cover" layout of the authentication designs: a photo band across the
 * top, and a narrow centred column whose card overlaps the band's lower edge.
 */
export function AuthCover({ image, children }: AuthCoverProps) {
  return (
    <>
      <PhotoHeader image={image} className="auth-cover-header" />
      <div className="container auth-cover-body">
        <div className="row justify-content-center">
          <div className="col-xl-4 col-lg-5 col-md-7 col-sm-10">{children}</div>
        </div>
      </div>
    </>
  );
}
