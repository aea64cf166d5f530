import "~/styles/showcase-attention-catchers.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/attention-catchers/alerts/*.tsx", { eager: true });

export const meta = showcaseMeta("ac-alerts");

export default function AcAlerts() {
  return <ShowcasePage name="ac-alerts" modules={modules} />;
}
