import { Outlet, useMatches } from "react-router";
import { TemplatePage, type TemplatePageHandle } from "~/shell/layouts/TemplatePage";
import "~/styles/pages.scss";

/**
 * The layout route of the template pages (/pages/…, /authentication/…): their frame and their
 * stylesheet, once. The page shown chooses its navbar and its main element's classes by its `handle`.
 */
export default function TemplatePages() {
  const handle = useMatches().at(-1)?.handle as TemplatePageHandle | undefined;
  return (
    <TemplatePage navbar={handle?.navbar} className={handle?.className}>
      <Outlet />
    </TemplatePage>
  );
}
