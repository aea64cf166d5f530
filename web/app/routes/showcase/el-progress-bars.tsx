import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/progress-bars/*.tsx", { eager: true });

export const meta = showcaseMeta("el-progress-bars");

export default function ElProgressBars() {
  return <ShowcasePage name="el-progress-bars" modules={modules} />;
}
