// Who this browser is to the api's live map (docs/releasing.md): a bucket of its own, kept across
// loads so a canary at N % gives it the same release every time, and the signed override tokens an
// operator's link handed it (release-overrides.ts, loaded only by a browser that has one).
import { browserStorage, RELEASE_BUCKETS, type SiteDetail, type SiteModule } from '@croupier/shared';

export const BUCKET_KEY = 'croupier.release-bucket';
/** The query parameter of an override link, and where a browser keeps its tokens. */
export const OVERRIDE_PARAM = 'cr_release';
export const OVERRIDES_KEY = 'croupier.release-overrides';

export type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage refused (a privacy mode): memory, so a bucket for this load only, no overrides kept.
export const storageOf = (): Storage => browserStorage('local');

function randomBucket(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % RELEASE_BUCKETS;
}

/** This browser's bucket, 0..RELEASE_BUCKETS-1: drawn once, then kept. */
export function releaseBucket(storage: Storage | null = storageOf()): number {
  const text = storage?.getItem(BUCKET_KEY) ?? '';
  const kept = /^\d+$/.test(text) ? Number(text) : -1;
  if (kept >= 0 && kept < RELEASE_BUCKETS) return kept;
  const bucket = randomBucket();
  try {
    storage?.setItem(BUCKET_KEY, String(bucket));
  } catch {
    // Full or refused: the next load draws again.
  }
  return bucket;
}

/** Whether this browser may hold an override: its address brings one, or it kept one. */
const mayHoldOverride = (storage: Storage = storageOf()): boolean =>
  window.location.search.includes(`${OVERRIDE_PARAM}=`) || storage.getItem(OVERRIDES_KEY) !== null;

let thisPage: Promise<{ bucket: number; overrides: string[] }> | null = null;

/** This page's bucket and overrides, read (and the address cleaned) once, for every site detail it asks. */
export function pageReleaseVisitor(): Promise<{ bucket: number; overrides: string[] }> {
  thisPage ??= (async () => ({
    bucket: releaseBucket(),
    overrides: mayHoldOverride() ? (await import('./release-overrides.js')).releaseOverrides() : [],
  }))();
  return thisPage;
}

/** Forgets the overrides once the api honours none of them (expired, forged, or the release gone). */
export async function settleOverrides(detail: Pick<SiteDetail, 'modules'>, sent: readonly string[]): Promise<void> {
  if (sent.length > 0 && !detail.modules.some((m) => m.release?.channel === 'override'))
    (await import('./release-overrides.js')).clearOverrides();
}

/** The remotes a module list has this browser load, as one text: another text is another release of one. */
export function loadedReleases(modules: readonly SiteModule[]): string {
  return modules
    .filter((m) => m.enabled)
    .map((m) => `${m.name}=${m.manifest_url}`)
    .sort()
    .join(' ');
}
