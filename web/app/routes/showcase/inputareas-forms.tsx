import "~/styles/showcase-input-areas.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/input-areas/forms/*.tsx", { eager: true });

export const meta = showcaseMeta("inputareas-forms");

export default function InputareasForms() {
  return <ShowcasePage name="inputareas-forms" modules={modules} />;
}
