// A list query whose FIRST answer renders in a deferred pass: React Query's update renders
// synchronously (useSyncExternalStore), and a whole grid of cards in one task blocks a phone's
// main thread for a few hundred ms (Total Blocking Time). Deferred, the skeleton stays
// up while React renders the grid in ~5 ms slices, then the grid replaces it in one commit (no
// intermediate layout). Later answers (a favourite flipped, a refetch, another language kept on
// screen by keepPreviousData) show at once.
import { useDeferredValue } from 'react';

export function useFirstAnswerDeferred<Q extends { data: unknown }>(query: Q): Q {
  const deferred = useDeferredValue(query);
  return deferred.data === undefined ? deferred : query;
}
