import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/footers/*.tsx", { eager: true });

export const meta = showcaseMeta("page-footers");

export default function PageFooters() {
  return <ShowcasePage name="page-footers" modules={modules} />;
}
