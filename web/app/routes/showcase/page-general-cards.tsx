import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/general-cards/*.tsx", { eager: true });

export const meta = showcaseMeta("page-general-cards");

export default function PageGeneralCards() {
  return <ShowcasePage name="page-general-cards" modules={modules} />;
}
