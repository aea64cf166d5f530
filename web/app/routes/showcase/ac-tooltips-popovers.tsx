import "~/styles/showcase-attention-catchers.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/attention-catchers/tooltips-popovers/*.tsx", { eager: true });

export const meta = showcaseMeta("ac-tooltips-popovers");

export default function AcTooltipsPopovers() {
  return <ShowcasePage name="ac-tooltips-popovers" modules={modules} />;
}
