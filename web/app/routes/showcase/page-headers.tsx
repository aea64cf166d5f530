import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/page-headers/*.tsx", { eager: true });

export const meta = showcaseMeta("page-headers");

export default function PageHeaders() {
  return <ShowcasePage name="page-headers" modules={modules} />;
}
