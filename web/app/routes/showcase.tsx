// Every showcase page (/sections/<group>/<page>, routes.ts): its examples come from its folder
// under app/examples. Every example's styles are in showcase.scss, so a new example needs no
// stylesheet of its own.
import "~/styles/showcase.scss";
import { ShowcaseRoute, showcaseLoader, showcaseMeta } from "~/showcase/ShowcasePage";

export const loader = showcaseLoader;

export const meta = showcaseMeta;

export default ShowcaseRoute;
