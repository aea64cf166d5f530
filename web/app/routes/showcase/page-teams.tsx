import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/teams/*.tsx", { eager: true });

export const meta = showcaseMeta("page-teams");

export default function PageTeams() {
  return <ShowcasePage name="page-teams" modules={modules} />;
}
