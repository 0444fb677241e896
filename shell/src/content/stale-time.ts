/** Site content changes rarely; the public channels refresh it when it does (realtime invalidates the keys). */
export const CONTENT_STALE_MS = 5 * 60_000;
