import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/pricing/*.tsx", { eager: true });

export const meta = showcaseMeta("page-pricing");

export default function PagePricing() {
  return <ShowcasePage name="page-pricing" modules={modules} />;
}
