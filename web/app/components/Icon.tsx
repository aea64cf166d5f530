import type { CSSProperties } from "react";

/**
 * A decorative icon drawn in the current text colour from an SVG file
 * (`import star from "@fortawesome/fontawesome-free/svgs/solid/star.svg?url"`).
 * The SVG stays a cached asset painted through a CSS mask, so an icon costs a
 * page's JavaScript only its address, not its path data.
 */
export function Icon({ src, size = 18, className }: { src: string; size?: number; className?: string }) {
  const style = { width: size, height: size, "--icon": `url("${src}")` } as CSSProperties;
  return <span className={className ? `mask-icon ${className}` : "mask-icon"} style={style} aria-hidden="true" />;
}
