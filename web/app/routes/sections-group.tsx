// Every group overview (/sections/<group>, routes.ts): its pages and their examples, each with its picture and title.
import { GroupOverviewRoute, overviewLoader, overviewMeta } from "~/showcase/GroupOverview";

export const loader = overviewLoader;

export const meta = overviewMeta;

export default GroupOverviewRoute;
