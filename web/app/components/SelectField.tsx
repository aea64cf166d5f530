import type { SelectHTMLAttributes } from "react";
import { chevronDown, Icon } from "~/components/Icon";

/**
 * A native `.form-select` with Bootstrap's arrow drawn inline (`.mk-select` in styles/kit/_widgets.scss):
 * Bootstrap draws it as an SVG background image, which the site's routes do not load (see Icon).
 */
export function SelectField({
  className,
  wrapperClassName,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { wrapperClassName?: string }) {
  return (
    <span className={wrapperClassName ? `mk-select ${wrapperClassName}` : "mk-select"}>
      <select className={className ? `form-select ${className}` : "form-select"} {...props} />
      <Icon icon={chevronDown} className="mk-select-arrow" />
    </span>
  );
}
