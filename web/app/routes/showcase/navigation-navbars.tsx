import "~/styles/showcase-navigation.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/navigation/navbars/*.tsx", { eager: true });

export const meta = showcaseMeta("navigation-navbars");

export default function NavigationNavbars() {
  return <ShowcasePage name="navigation-navbars" modules={modules} />;
}
