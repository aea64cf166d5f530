import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/content-sections/*.tsx", { eager: true });

export const meta = showcaseMeta("page-content-sections");

export default function PageContentSections() {
  return <ShowcasePage name="page-content-sections" modules={modules} />;
}
