import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

const modules: ExampleModules = import.meta.glob("../../examples/navigation/navbars/*.tsx", { eager: true });

export const meta = showcaseMeta("navigation-navbars");

export default function NavigationNavbars() {
  return <ShowcasePage name="navigation-navbars" modules={modules} />;
}
