/** What an icon is drawn from: its viewBox and its one path. */
export interface SvgIconData {
  viewBox: string;
  d: string;
}

/**
 * Bootstrap's down arrow, which its select and accordion draw as SVG background images: a line, so
 * the stylesheet of the component that places it sets its stroke (`fill: none`).
 */
export const chevronDown: SvgIconData = { viewBox: "0 0 16 16", d: "m2 5 6 6 6-6" };

/**
 * A decorative icon drawn inline in the current text colour from path data written in the source
 * (chevronDown above, a few examples' own glyphs); every other icon is a react-icons component given
 * the same `svg-icon` class. Inline, never an SVG file: docs/architecture.md, "Icons and images".
 */
export function Icon({ icon, size = 18, className }: { icon: SvgIconData; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `svg-icon ${className}` : "svg-icon"}
      width={size}
      height={size}
      viewBox={icon.viewBox}
      aria-hidden="true"
      focusable="false"
    >
      <path d={icon.d} />
    </svg>
  );
}
