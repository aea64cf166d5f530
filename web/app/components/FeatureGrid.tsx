import type { IconType } from "react-icons";
import { CardGrid } from "./CardGrid";
import { FeatureHighlight, type FeatureHighlightProps } from "./FeatureHighlight";
import type { ThemeColor } from "./kitProps";

/** One feature of a grid: its icon, the icon square's colour, a title and a line or two. */
export interface Feature {
  icon: IconType;
  color: ThemeColor;
  title: string;
  text: string;
}

export interface FeatureGridProps {
  features: readonly Feature[];
  /** Each feature's column classes, e.g. 'col-sm-6 col-lg-4'. */
  columns: string;
  align?: FeatureHighlightProps["align"];
  /** The grid's gutter classes. */
  gutter?: string;
  className?: string;
}

/** Feature highlights in a responsive grid, as a list. */
export function FeatureGrid({ features, columns, align = "start", gutter = "g-4", className = "" }: FeatureGridProps) {
  if (features.length === 0) throw new Error("FeatureGrid: features must not be empty");
  return (
    <CardGrid items={features} itemKey={(feature) => feature.title} columns={columns} className={[gutter, "mb-0", className].filter(Boolean).join(" ")}>
      {({ text, ...feature }) => (
        <FeatureHighlight {...feature} align={align}>
          <p className="mb-0">{text}</p>
        </FeatureHighlight>
      )}
    </CardGrid>
  );
}
