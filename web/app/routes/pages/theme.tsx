import type { MetaFunction } from "react-router";
import { BaseLayout } from "~/shell/layouts/BaseLayout";
import { pageMeta } from "~/shell/meta";
import { href } from "~/paths";
import { ThemeBuilder } from "~/theme/ThemeBuilder";
import "~/styles/pages.scss";
import "~/theme/theme-page.scss";

export const meta: MetaFunction = () => pageMeta("theme");

export default function ThemePage() {
  return (
    <BaseLayout title="Theme" breadcrumb={[{ label: "Home", route: href("presentation") }, { label: "Theme" }]}>
      <p className="lead mb-4">
        Your brand on every example: set its colours, fonts, corners, shadows and dark mode, and see real examples change
        as you go. Share it as a code, or download it as CSS or Sass.
      </p>
      <ThemeBuilder />
    </BaseLayout>
  );
}
