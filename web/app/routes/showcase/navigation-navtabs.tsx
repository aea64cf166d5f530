import "~/styles/showcase-navigation.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/navigation/nav-tabs/*.tsx", { eager: true });

export const meta = showcaseMeta("navigation-navtabs");

export default function NavigationNavtabs() {
  return <ShowcasePage name="navigation-navtabs" modules={modules} />;
}
