import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/badges/*.tsx", { eager: true });

export const meta = showcaseMeta("el-badges");

export default function ElBadges() {
  return <ShowcasePage name="el-badges" modules={modules} />;
}
