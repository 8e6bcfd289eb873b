import { createContext, useContext, type ReactNode } from 'react';

const RoutePathsContext = createContext<ReadonlySet<string>>(new Set());

/** Shares the paths of the routes this site has, so screens link only to screens that exist. */
export function RoutePathsProvider({ paths, children }: { paths: ReadonlySet<string>; children: ReactNode }) {
  return <RoutePathsContext value={paths}>{children}</RoutePathsContext>;
}

/** The paths of the routes this site has (feature routes exist only while their flag is on). */
export function useRoutePaths(): ReadonlySet<string> {
  return useContext(RoutePathsContext);
}
