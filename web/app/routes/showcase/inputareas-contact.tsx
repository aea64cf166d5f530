import "~/styles/showcase-input-areas.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/input-areas/contact-sections/*.tsx", { eager: true });

export const meta = showcaseMeta("inputareas-contact");

export default function InputareasContact() {
  return <ShowcasePage name="inputareas-contact" modules={modules} />;
}
