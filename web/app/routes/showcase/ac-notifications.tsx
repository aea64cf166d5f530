import "~/styles/showcase-attention-catchers.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/attention-catchers/notifications/*.tsx", { eager: true });

export const meta = showcaseMeta("ac-notifications");

export default function AcNotifications() {
  return <ShowcasePage name="ac-notifications" modules={modules} />;
}
