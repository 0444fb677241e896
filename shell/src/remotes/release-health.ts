// What this page saw of each remote release it loaded (docs/releasing.md, the canary guard): per
// release, the loads tried and, of those, the ones that failed — the remote's code not loading, a
// refused contract, a throw its mount or its error boundary caught. Sent to the api a moment after
// the page's remotes settle and when the page goes away, in one small request; a remote outside the
// live map (no release) is not counted.
import {
  API_PREFIX,
  type ModuleName,
  type ReleaseHealthReport,
  type ReleaseHealthRequest,
  type SiteModule,
} from '@croupier/shared';

export const RELEASE_HEALTH_PATH = `${API_PREFIX}/arks/web/site/release-health`;
/** A page's remotes load together: one request for them, this long after the first settles. */
export const RELEASE_HEALTH_FLUSH_MS = 2000;
/** The most reports one request carries (the api's limit). */
const MAX_REPORTS = 16;

export interface ReleaseHealth {
  /**
   * One slot's load of the module (`load`: an object per attempt) ended: mounted, or failed. A
   * load counts once; a slot that mounted and then failed counts as one failed load (or, when its
   * mount was sent already, as one more load that failed: a report never has more failures than loads).
   */
  settled(module: ModuleName, load: object, failed: boolean): void;
  /** Sends what is counted and not yet sent. */
  flush(): void;
}

export interface ReleaseHealthOptions {
  siteId: string;
  modules: readonly SiteModule[];
  /** Sends one request; `keepalive` when the page is going away. */
  send(body: ReleaseHealthRequest, keepalive: boolean): void;
  schedule?: (run: () => void, ms: number) => unknown;
  /** Where the page says it is going away (pagehide). */
  window?: Pick<Window, 'addEventListener'>;
}

export function createReleaseHealth({
  siteId,
  modules,
  send,
  schedule = (run, ms) => setTimeout(run, ms),
  window: win = typeof window === 'undefined' ? undefined : window,
}: ReleaseHealthOptions): ReleaseHealth {
  const versions = new Map(modules.flatMap((m) => (m.release ? [[m.name, m.release.version] as const] : [])));
  const seen = new WeakMap<object, 'mounted' | 'failed'>();
  const pending = new Map<string, { report: ReleaseHealthReport; loads: Set<object> }>();
  let scheduled = false;

  const countOf = (module: ModuleName, version: string) => {
    const key = `${module}\n${version}`;
    let count = pending.get(key);
    if (!count) pending.set(key, (count = { report: { module, version, loads: 0, failures: 0 }, loads: new Set() }));
    return count;
  };

  function flushNow(keepalive: boolean) {
    scheduled = false;
    const reports = [...pending.values()].map((count) => count.report);
    pending.clear();
    for (let i = 0; i < reports.length; i += MAX_REPORTS)
      send({ site_id: siteId, reports: reports.slice(i, i + MAX_REPORTS) }, keepalive);
  }

  win?.addEventListener('pagehide', () => flushNow(true));

  return {
    settled(module, load, failed) {
      const version = versions.get(module);
      if (version === undefined) return;
      const before = seen.get(load);
      if (before === 'failed' || (before === 'mounted' && !failed)) return;
      seen.set(load, failed ? 'failed' : 'mounted');
      const { report, loads } = countOf(module, version);
      if (!loads.has(load)) {
        loads.add(load);
        report.loads += 1;
      }
      if (failed) report.failures += 1;
      if (!scheduled) {
        scheduled = true;
        schedule(() => flushNow(false), RELEASE_HEALTH_FLUSH_MS);
      }
    },
    flush: () => flushNow(false),
  };
}

/** Sends a report as the browser can: a plain POST, kept alive when the page is going away. */
export function sendReleaseHealth(body: ReleaseHealthRequest, keepalive: boolean, doFetch: typeof fetch = fetch): void {
  doFetch(RELEASE_HEALTH_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive,
  })
    // Read to its end: a response left unread keeps its request open in the browser.
    .then((res) => res.arrayBuffer())
    .catch(() => {
      // A lost report is a few loads less in the count: nothing the visitor should see.
    });
}
