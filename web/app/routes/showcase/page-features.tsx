import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/features/*.tsx", { eager: true });

export const meta = showcaseMeta("page-features");

export default function PageFeatures() {
  return <ShowcasePage name="page-features" modules={modules} />;
}
