import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/avatars/*.tsx", { eager: true });

export const meta = showcaseMeta("el-avatars");

export default function ElAvatars() {
  return <ShowcasePage name="el-avatars" modules={modules} />;
}
