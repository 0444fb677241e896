// Schedules the reality check and the session time limit from the state. The k-th check
// is due at started_at + k × interval on the api's clock (read through server_time's offset, so a
// wrong client clock moves nothing); when it is due the state is asked again, so the dialog shows
// a fresh net result. While a check is shown the next one waits: "Keep playing" schedules it. The
// session limit is reached once per login session; it is told on the bus (mf-games quits games).
import { BusEvent, useRemoteProps, useStore, type ResponsibleGamingState } from '@croupier/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { rgStateQuery, useRgState } from '../responsible-gaming/index.js';
import type { RealityCheckView } from './reality-check-dialog.js';
import { clockOffset, minutesSince, nextCheckAt, serverNow, sessionLimitAt } from './schedule.js';

export interface RealityCheckSchedule {
  /** The check being shown; null = none. */
  check: RealityCheckView | null;
  /** The session limit reached (minutes), while its dialog is shown; null = none. */
  limitReached: number | null;
  /** The check was answered (keep playing, view history): the next one is scheduled. */
  closeCheck: () => void;
  closeLimit: () => void;
}

const viewOf = (state: ResponsibleGamingState, now: number): RealityCheckView => ({
  minutes: minutesSince(state.session.started_at, now),
  net_result: state.session.net_result,
  currency: state.currency,
});

export function useRealityCheckSchedule(): RealityCheckSchedule {
  const { api, bus, queryClient, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const { data: state, dataUpdatedAt } = useRgState();
  const [check, setCheck] = useState<RealityCheckView | null>(null);
  const [limitReached, setLimitReached] = useState<number | null>(null);
  // The session limit's time already told, so a state asked again does not tell it twice.
  const limitToldAt = useRef<number | null>(null);

  const offset = state ? clockOffset(state.server_time, dataUpdatedAt) : 0;
  const startedAt = state?.session.started_at ?? null;
  const interval = state?.reality_check.interval_minutes ?? null;
  const limitMinutes = state?.session.limit_minutes ?? null;

  // `at`: the check's time, which says how long the session has run (k × interval).
  const checkDue = useEffectEvent(async (at: number) => {
    let fresh = state ?? null;
    try {
      fresh = await queryClient.fetchQuery({ ...rgStateQuery(api, memberId), staleTime: 0 });
    } catch {
      // The last state known still has the session's start; its net result is the last known.
    }
    // Switched off meanwhile (another tab), or a new session: no check.
    if (fresh && fresh.reality_check.interval_minutes !== null && fresh.session.started_at === startedAt)
      setCheck(viewOf(fresh, at));
  });

  const showing = check !== null;
  useEffect(() => {
    if (startedAt === null || interval === null || showing) return;
    const now = serverNow(offset, Date.now());
    const at = nextCheckAt(startedAt, interval, now);
    const timer = setTimeout(() => void checkDue(at), at - now);
    return () => clearTimeout(timer);
  }, [startedAt, interval, offset, showing]);

  const limitDue = useEffectEvent((at: number, minutes: number) => {
    limitToldAt.current = at;
    setLimitReached(minutes);
    bus.emit(BusEvent.responsibleGamingNotice, { reason: 'session_limit' });
  });

  useEffect(() => {
    if (startedAt === null || limitMinutes === null) return;
    const at = sessionLimitAt(startedAt, limitMinutes);
    if (limitToldAt.current === at) return;
    const timer = setTimeout(() => limitDue(at, limitMinutes), Math.max(0, at - serverNow(offset, Date.now())));
    return () => clearTimeout(timer);
  }, [startedAt, limitMinutes, offset]);

  return { check, limitReached, closeCheck: () => setCheck(null), closeLimit: () => setLimitReached(null) };
}
