// Every group overview (/sections/<group>, routes.ts): its pages and their examples' titles.
import { GroupOverviewRoute, overviewLoader, overviewMeta } from "~/showcase/GroupOverview";

export const loader = overviewLoader;

export const meta = overviewMeta;

export default GroupOverviewRoute;
