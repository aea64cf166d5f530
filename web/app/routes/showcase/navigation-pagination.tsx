import "~/styles/showcase-navigation.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/navigation/pagination/*.tsx", { eager: true });

export const meta = showcaseMeta("navigation-pagination");

export default function NavigationPagination() {
  return <ShowcasePage name="navigation-pagination" modules={modules} />;
}
