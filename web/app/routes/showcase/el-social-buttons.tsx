import "~/styles/showcase-elements.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/elements/social-buttons/*.tsx", { eager: true });

export const meta = showcaseMeta("el-social-buttons");

export default function ElSocialButtons() {
  return <ShowcasePage name="el-social-buttons" modules={modules} />;
}
