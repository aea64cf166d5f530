import "~/styles/showcase-input-areas.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/input-areas/inputs/*.tsx", { eager: true });

export const meta = showcaseMeta("inputareas-inputs");

export default function InputareasInputs() {
  return <ShowcasePage name="inputareas-inputs" modules={modules} />;
}
