import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/typography/*.tsx", { eager: true });

export const meta = showcaseMeta("el-typography");

export default function ElTypography() {
  return <ShowcasePage name="el-typography" modules={modules} />;
}
