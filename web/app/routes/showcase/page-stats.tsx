import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/stats/*.tsx", { eager: true });

export const meta = showcaseMeta("page-stats");

export default function PageStats() {
  return <ShowcasePage name="page-stats" modules={modules} />;
}
