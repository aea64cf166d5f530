import type { ReactNode } from "react";

export interface IllustrationPanelProps {
  /** Our own decorative art (an aria-hidden SVG); it takes the panel's text colour. */
  art: ReactNode;
  /** What stands under the art: a caption or a short quote. */
  children: ReactNode;
  className?: string;
}

/** A tall gradient panel beside a form: our illustration over a line of text. */
export function IllustrationPanel({ art, children, className = "" }: IllustrationPanelProps) {
  return (
    <div className={["illustration-panel bg-gradient-primary h-100", className].filter(Boolean).join(" ")}>
      {art}
      {children}
    </div>
  );
}
