// What happens before a deferred part (deferred.tsx) listens: kept from the first render on until
// the part takes it and listens itself. One list per kind (kept-notices.ts, early-requests.ts).
export function keptUntilTaken<T>() {
  let kept: T[] = [];
  let stop: (() => void) | null = null;
  return {
    /** Starts keeping what `listen` hands over, once; `listen` returns the function that stops it. */
    keep(listen: (keep: (item: T) => void) => () => void): void {
      stop ??= listen((item) => void kept.push(item));
    },
    /** What was kept so far, in order; keeping stops, the caller listens itself from now on. */
    take(): T[] {
      stop?.();
      stop = null;
      const taken = kept;
      kept = [];
      return taken;
    },
  };
}
