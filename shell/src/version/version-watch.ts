// Polls builds/latest.json (spec 01 §7: GET with a timestamp query) and notices when the build
// deployed is no longer the one running, or, when given `releases`, when the site's live map gives
// this browser another release of a remote (docs/releasing.md). It never reloads by itself: the
// caller does so on the next navigation, so nobody loses what they are typing.
import { BUILD_LATEST_PATH } from './constants.js';

export interface VersionWatchOptions {
  /** The running build's id. */
  buildId: string;
  intervalMs: number;
  /** Called once, when a different id (or another release of a remote) is first seen. */
  onStale(latestId: string): void;
  /**
   * The releases this page loaded, as one text, and how to read the ones the live map gives now
   * (null when it cannot say): a difference is a stale page too.
   */
  releases?: { loaded: string; current(): Promise<string | null> };
  fetch?: typeof fetch;
  now?: () => number;
  /** Where to listen for the tab coming back into view (a check then, not after a full interval). */
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface VersionWatch {
  start(): void;
  stop(): void;
  /** One check now; resolves when done (never rejects). */
  check(): Promise<void>;
  isStale(): boolean;
}

export function createVersionWatch(opts: VersionWatchOptions): VersionWatch {
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const now = opts.now ?? Date.now;
  const doc = opts.document ?? (typeof document === 'undefined' ? undefined : document);
  let timer: ReturnType<typeof setInterval> | null = null;
  let stale = false;
  let inFlight: Promise<void> | null = null;

  async function fetchLatestId(): Promise<string | null> {
    try {
      const res = await doFetch(`${BUILD_LATEST_PATH}?t=${now()}`, { cache: 'no-store' });
      if (!res.ok) return null;
      const body = (await res.json()) as { id?: unknown };
      return typeof body.id === 'string' && body.id !== '' ? body.id : null;
    } catch {
      // Offline, or the file is not there (a dev server without a build): try again next time.
      return null;
    }
  }

  async function currentReleases(): Promise<string | null> {
    try {
      return (await opts.releases?.current()) ?? null;
    } catch {
      return null;
    }
  }

  const onVisible = () => {
    if (doc?.visibilityState === 'visible') void watch.check();
  };

  const watch: VersionWatch = {
    start() {
      if (timer !== null || stale) return;
      timer = setInterval(() => void watch.check(), opts.intervalMs);
      doc?.addEventListener('visibilitychange', onVisible);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      doc?.removeEventListener('visibilitychange', onVisible);
    },
    check() {
      inFlight ??= Promise.all([fetchLatestId(), currentReleases()])
        .then(([latest, releases]) => {
          if (stale) return;
          const newBuild = latest !== null && latest !== opts.buildId;
          const newReleases = releases !== null && releases !== opts.releases?.loaded;
          if (!newBuild && !newReleases) return;
          stale = true;
          watch.stop();
          opts.onStale(newBuild ? latest : `releases ${releases}`);
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    isStale: () => stale,
  };
  return watch;
}
