import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/breadcrumbs/*.tsx", { eager: true });

export const meta = showcaseMeta("el-breadcrumbs");

export default function ElBreadcrumbs() {
  return <ShowcasePage name="el-breadcrumbs" modules={modules} />;
}
