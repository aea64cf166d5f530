import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/buttons/*.tsx", { eager: true });

export const meta = showcaseMeta("el-buttons");

export default function ElButtons() {
  return <ShowcasePage name="el-buttons" modules={modules} />;
}
