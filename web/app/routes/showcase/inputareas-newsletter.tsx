import "~/styles/showcase-input-areas.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/input-areas/newsletters/*.tsx", { eager: true });

export const meta = showcaseMeta("inputareas-newsletter");

export default function InputareasNewsletter() {
  return <ShowcasePage name="inputareas-newsletter" modules={modules} />;
}
