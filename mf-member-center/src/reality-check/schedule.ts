// The reality check's and the session limit's clock. Both count from the login
// session's started_at on the api's clock: the k-th check comes at started_at + k × interval, the
// session limit at started_at + limit. The client's own clock may be wrong, so every time is
// read through the offset the api's server_time gave when the state arrived.

const MINUTE_MS = 60_000;

/** The api's clock minus this client's, from an answer's server_time and when it arrived here. */
export const clockOffset = (serverTime: number, receivedAt: number): number => serverTime - receivedAt;

/** The api's time now, read on this client's clock. */
export const serverNow = (offset: number, clientNow: number): number => clientNow + offset;

/** When the next reality check is due (strictly after `now`, on the api's clock). */
export function nextCheckAt(startedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * MINUTE_MS;
  const k = Math.max(1, Math.floor((now - startedAt) / interval) + 1);
  return startedAt + k * interval;
}

/** When the session time limit is reached (on the api's clock). */
export const sessionLimitAt = (startedAt: number, limitMinutes: number): number => startedAt + limitMinutes * MINUTE_MS;

/** Whole minutes since login, as the check says it ("logged in for 45 minutes"). */
export const minutesSince = (startedAt: number, now: number): number =>
  Math.max(0, Math.round((now - startedAt) / MINUTE_MS));
