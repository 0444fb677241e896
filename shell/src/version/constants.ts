// Version safety (spec 01 §4, §7, §9): the chunk-reload guard (10 s); the polling interval is
// "not shown" in the spec: 60 s unless the brand's env_config.version_poll_seconds says otherwise.
// No imports: index.ts reads this in main.js, before the shell's code loads.

/** A page that reloaded itself for a chunk-load failure does not do it again within this time. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Written by the build beside index.html: {id, time}. Same origin, not under /api. */
export const BUILD_LATEST_PATH = '/builds/latest.json';
export const DEFAULT_VERSION_POLL_SECONDS = 60;
/** Below this the poll would only load the server. */
export const MIN_VERSION_POLL_SECONDS = 5;
/** sessionStorage: when the page last reloaded itself for a chunk-load failure (epoch ms). */
export const CHUNK_RELOAD_AT_KEY = 'croupier:chunk-reload-at';

/** The brand's interval in ms: a positive number of seconds, at least MIN_VERSION_POLL_SECONDS. */
export function versionPollIntervalMs(seconds: number | null | undefined): number {
  const s =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_VERSION_POLL_SECONDS;
  return Math.max(s, MIN_VERSION_POLL_SECONDS) * 1000;
}
