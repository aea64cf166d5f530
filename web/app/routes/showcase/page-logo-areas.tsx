import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/logo-areas/*.tsx", { eager: true });

export const meta = showcaseMeta("page-logo-areas");

export default function PageLogoAreas() {
  return <ShowcasePage name="page-logo-areas" modules={modules} />;
}
