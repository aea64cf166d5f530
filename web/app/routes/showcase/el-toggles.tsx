import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/toggles/*.tsx", { eager: true });

export const meta = showcaseMeta("el-toggles");

export default function ElToggles() {
  return <ShowcasePage name="el-toggles" modules={modules} />;
}
