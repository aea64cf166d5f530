import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/faq/*.tsx", { eager: true });

export const meta = showcaseMeta("page-faq");

export default function PageFaq() {
  return <ShowcasePage name="page-faq" modules={modules} />;
}
