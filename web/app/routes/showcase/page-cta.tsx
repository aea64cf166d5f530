import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/call-to-actions/*.tsx", { eager: true });

export const meta = showcaseMeta("page-cta");

export default function PageCta() {
  return <ShowcasePage name="page-cta" modules={modules} />;
}
