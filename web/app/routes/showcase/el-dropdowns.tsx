import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/dropdowns/*.tsx", { eager: true });

export const meta = showcaseMeta("el-dropdowns");

export default function ElDropdowns() {
  return <ShowcasePage name="el-dropdowns" modules={modules} />;
}
