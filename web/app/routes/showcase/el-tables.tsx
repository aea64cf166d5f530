import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/tables/*.tsx", { eager: true });

export const meta = showcaseMeta("el-tables");

export default function ElTables() {
  return <ShowcasePage name="el-tables" modules={modules} />;
}
