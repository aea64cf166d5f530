import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/button-groups/*.tsx", { eager: true });

export const meta = showcaseMeta("el-button-groups");

export default function ElButtonGroups() {
  return <ShowcasePage name="el-button-groups" modules={modules} />;
}
