import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/applications/*.tsx", { eager: true });

export const meta = showcaseMeta("page-applications");

export default function PageApplications() {
  return <ShowcasePage name="page-applications" modules={modules} />;
}
