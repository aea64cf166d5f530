import "~/styles/showcase-attention-catchers.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/attention-catchers/modals/*.tsx", { eager: true });

export const meta = showcaseMeta("ac-modals");

export default function AcModals() {
  return <ShowcasePage name="ac-modals" modules={modules} />;
}
