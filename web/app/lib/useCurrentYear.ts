import { createContext, useContext, useSyncExternalStore } from "react";

/**
 * The year server-rendered HTML shows. A prerendered site sets it to its build year, so a page built
 * in December and hydrated in January matches its HTML before it moves on to the new year.
 * Left unset, the clock of whichever side renders gives the year.
 */
export const ServerYearContext = createContext<number | undefined>(undefined);

const thisYear = () => new Date().getFullYear();
const noSubscription = () => () => {};

/** The current year, for a copyright line, without a hydration mismatch across New Year. */
export function useCurrentYear(): number {
  const serverYear = useContext(ServerYearContext);
  return useSyncExternalStore(noSubscription, thisYear, () => serverYear ?? thisYear());
}
