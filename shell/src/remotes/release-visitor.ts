// Who this browser is to the api's live map (docs/releasing.md): a bucket of its own, kept across
// loads so a canary at N % gives it the same release every time, and the signed override tokens an
// operator's link (`?cr_release=<token>`) handed it. The api checks the tokens; the browser only
// keeps them until the api stops honouring them.
import {
  browserStorage,
  MAX_RELEASE_OVERRIDES,
  RELEASE_BUCKETS,
  type SiteDetail,
  type SiteModule,
} from '@croupier/shared';

/** The query parameter of an override link. */
export const OVERRIDE_PARAM = 'cr_release';
export const BUCKET_KEY = 'croupier.release-bucket';
export const OVERRIDES_KEY = 'croupier.release-overrides';
/** Longer is no token the api issues (services/releases/overrides.ts). */
const MAX_TOKEN_LENGTH = 1024;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage refused (a privacy mode): memory, so a bucket for this load only, no overrides kept.
const storageOf = (): Storage => browserStorage('local');

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

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= MAX_TOKEN_LENGTH;

function keptOverrides(storage: Storage | null): string[] {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isToken) : [];
  } catch {
    return [];
  }
}

function keep(storage: Storage | null, tokens: string[]): void {
  try {
    if (tokens.length === 0) storage?.removeItem(OVERRIDES_KEY);
    else storage?.setItem(OVERRIDES_KEY, JSON.stringify(tokens));
  } catch {
    // Not kept: the link works for this load.
  }
}

/**
 * The override tokens of this browser: those kept, plus any the address brings (the newest last,
 * at most MAX_RELEASE_OVERRIDES). The address loses its parameter, so a shared or bookmarked
 * address does not carry the override on.
 */
export function releaseOverrides(
  storage: Storage | null = storageOf(),
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string[] {
  const url = new URL(location.href);
  const brought = url.searchParams.getAll(OVERRIDE_PARAM).filter(isToken);
  const kept = keptOverrides(storage);
  if (brought.length === 0) return kept;
  url.searchParams.delete(OVERRIDE_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  const tokens = [...kept.filter((token) => !brought.includes(token)), ...brought].slice(-MAX_RELEASE_OVERRIDES);
  keep(storage, tokens);
  return tokens;
}

/** Forgets the overrides once the api honours none of them (expired, forged, or the release gone). */
export function settleOverrides(detail: Pick<SiteDetail, 'modules'>, storage: Storage | null = storageOf()): void {
  if (!detail.modules.some((m) => m.release?.channel === 'override')) keep(storage, []);
}

/** Ends this browser's overrides: the next load gets what every visitor of its bucket gets. */
export function clearOverrides(storage: Storage | null = storageOf()): void {
  keep(storage, []);
}

let thisPage: { bucket: number; overrides: string[] } | null = null;

/** This page's bucket and overrides, read (and the address cleaned) once, for every site detail it asks. */
export function pageReleaseVisitor(): { bucket: number; overrides: string[] } {
  thisPage ??= { bucket: releaseBucket(), overrides: releaseOverrides() };
  return thisPage;
}

/** The remotes a module list has this browser load, as one text: another text is another release of one. */
export function loadedReleases(modules: readonly SiteModule[]): string {
  return modules
    .filter((m) => m.enabled)
    .map((m) => `${m.name}=${m.manifest_url}`)
    .sort()
    .join(' ');
}
