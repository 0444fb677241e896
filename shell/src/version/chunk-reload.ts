// Chunk-load recovery (spec 01 §4, §8): when one of the shell's own chunks cannot be loaded
// (typically: a new build was deployed and the old hashed files are gone), reload the page once.
// A sessionStorage flag guards it for CHUNK_RELOAD_GUARD_MS, so a file that is really missing
// cannot loop the page. A REMOTE that is down is not the shell's business here: its slot shows
// the fallback with Retry, and the page stays.
//
// Imported by index.ts into main.js, before the shell's code loads: kept small (no '@croupier/shared').
import { CHUNK_RELOAD_AT_KEY, CHUNK_RELOAD_GUARD_MS } from './constants.js';

const URL_IN_TEXT = /https?:\/\/[^\s"'()<>]+/;
const CHUNK_MESSAGES = [
  /Loading (CSS )?chunk .+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

interface Failure {
  /** What failed to load, when the error says. */
  url: string | null;
  /** webpack's own chunk loader (no URL means it was the page's own runtime). */
  webpackChunk: boolean;
}

/** A failure to load code, with the URL that failed; null for any other error. */
export function chunkLoadFailure(error: unknown): Failure | null {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { name, message, request } = e as { name?: unknown; message?: unknown; request?: unknown };
    const text = typeof message === 'string' ? message : '';
    const url = typeof request === 'string' && request ? request : (URL_IN_TEXT.exec(text)?.[0] ?? null);
    if (name === 'ChunkLoadError') return { url, webpackChunk: true };
    if (text.includes('RUNTIME-008') || CHUNK_MESSAGES.some((re) => re.test(text))) return { url, webpackChunk: false };
  }
  return null;
}

/**
 * The shell's chunks sit at the root of its origin (/123.abcd1234.js); a remote's files are on
 * another origin or under their own folder, so a URL directly under the shell's root is the shell's.
 */
export function isShellUrl(url: string, shellOrigin: string): boolean {
  try {
    const u = new URL(url, shellOrigin);
    return u.origin === shellOrigin && /^\/[^/]+$/.test(u.pathname);
  } catch {
    return false;
  }
}

export function isShellChunkFailure(error: unknown, shellOrigin: string): boolean {
  const failure = chunkLoadFailure(error);
  if (!failure) return false;
  return failure.url === null ? failure.webpackChunk : isShellUrl(failure.url, shellOrigin);
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now(): number;
  reload(): void;
  shellOrigin: string;
}

const browserDeps = (): ChunkReloadDeps => ({
  // The real sessionStorage, read inside the guard's try (a browser that blocks site data throws
  // SecurityError on access). Not shared's browserStorage: this runs before the federation
  // boundary, and a stand-in in memory would not outlive the reload it guards (a loop).
  get storage() {
    // eslint-disable-next-line no-restricted-properties -- the one place that needs to know storage is real
    return window.sessionStorage;
  },
  now: Date.now,
  reload: () => window.location.reload(),
  shellOrigin: window.location.origin,
});

/** Reloads once for a failure of the shell's own code; true when it did. */
export function reloadForShellChunkFailure(error: unknown, deps: ChunkReloadDeps = browserDeps()): boolean {
  if (!isShellChunkFailure(error, deps.shellOrigin)) return false;
  let last: number;
  try {
    last = Number(deps.storage.getItem(CHUNK_RELOAD_AT_KEY));
  } catch {
    // Storage refused (privacy mode): without the guard, do not risk a loop.
    return false;
  }
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) {
    console.error('[shell] a chunk failed to load again right after a reload; not reloading', error);
    return false;
  }
  deps.storage.setItem(CHUNK_RELOAD_AT_KEY, String(now));
  console.warn('[shell] a chunk of the shell failed to load (new build deployed?): reloading once', error);
  deps.reload();
  return true;
}

/** Catches what nobody handled: a failed lazy import of the shell rejects or throws up to the window. */
export function installChunkReload(target: Window = window, deps?: ChunkReloadDeps): () => void {
  const onRejection = (event: PromiseRejectionEvent) => void reloadForShellChunkFailure(event.reason, deps);
  const onError = (event: ErrorEvent) => void reloadForShellChunkFailure(event.error, deps);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
