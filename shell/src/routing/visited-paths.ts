// The visited-path history (spec 01 §2): every page visited is pushed; visiting '/', '/discount',
// '/user', '/sponsor' or '/proxy' starts it afresh. A back button asks takeBackTarget().
import { createStore } from 'zustand/vanilla';
import { resetsHistory } from './route-table.js';

/** Enough for any back button; an endless session must not grow it without bound. */
export const VISITED_PATHS_LIMIT = 50;

/** The history after visiting `path` (pathname + search). */
export function nextVisitedPaths(paths: readonly string[], path: string): string[] {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (resetsHistory(pathname)) return [path];
  if (paths[paths.length - 1] === path) return [...paths];
  return [...paths, path].slice(-VISITED_PATHS_LIMIT);
}

interface VisitedPathsState {
  paths: string[];
}

export const visitedPathsStore = createStore<VisitedPathsState>()(() => ({ paths: [] }));

export function recordVisit(path: string): void {
  const { paths } = visitedPathsStore.getState();
  const next = nextVisitedPaths(paths, path);
  if (next.length !== paths.length || next.some((p, i) => p !== paths[i])) visitedPathsStore.setState({ paths: next });
}

/**
 * For a back button: drops the current page and answers the one before it (null when there is
 * none; go to '/' then). Navigating there records it again as the last entry, not twice.
 */
export function takeBackTarget(): string | null {
  const { paths } = visitedPathsStore.getState();
  if (paths.length < 2) return null;
  visitedPathsStore.setState({ paths: paths.slice(0, -1) });
  return paths[paths.length - 2] ?? null;
}
