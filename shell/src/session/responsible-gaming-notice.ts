// RealtimeEvent.responsibleGaming as the shell takes it: checked at the edge (the
// socket carries whatever a back office publishes), and the time-out / self-exclusion notice
// handed to the page's other tabs. Each tab hears the event on its own socket; a tab whose socket
// missed it (asleep, reconnecting) still hears it through a local-storage write, which fires a
// `storage` event in every other tab of the origin.
import { browserStorage, type ResponsibleGamingNotice } from '@croupier/shared';
import { EXCLUSION_NOTICE_KEY } from './kept-notices.js';

const REASONS: readonly ResponsibleGamingNotice['reason'][] = [
  'deposit_limit',
  'loss_limit',
  'session_limit',
  'time_out',
  'self_exclusion',
  'settings',
];
const PERIODS: readonly NonNullable<ResponsibleGamingNotice['period']>[] = ['day', 'week', 'month'];

/** The notice, or null for a payload that is not one. */
export function parseResponsibleGamingNotice(payload: unknown): ResponsibleGamingNotice | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { reason, period, until } = payload as Record<string, unknown>;
  if (!REASONS.includes(reason as ResponsibleGamingNotice['reason'])) return null;
  const notice: ResponsibleGamingNotice = { reason: reason as ResponsibleGamingNotice['reason'] };
  if (PERIODS.includes(period as NonNullable<ResponsibleGamingNotice['period']>))
    notice.period = period as ResponsibleGamingNotice['period'];
  if (typeof until === 'number' && Number.isFinite(until)) notice.until = until;
  return notice;
}

/** A time-out or self-exclusion with its end: every session ended, the page logs out. */
export type ExclusionNotice = ResponsibleGamingNotice & { reason: 'time_out' | 'self_exclusion'; until: number };

export const isExclusionNotice = (notice: ResponsibleGamingNotice): notice is ExclusionNotice =>
  (notice.reason === 'time_out' || notice.reason === 'self_exclusion') && typeof notice.until === 'number';

export { EXCLUSION_NOTICE_KEY } from './kept-notices.js';

/** Tells the site's other tabs (their `storage` event); this tab hears nothing of its own write. */
export function shareExclusionNotice(notice: ExclusionNotice): void {
  try {
    const storage = browserStorage('local');
    storage.setItem(EXCLUSION_NOTICE_KEY, JSON.stringify({ reason: notice.reason, until: notice.until }));
    storage.removeItem(EXCLUSION_NOTICE_KEY);
  } catch {
    // Storage refused the write: the other tabs still hear their socket or the next 401.
  }
}

/** The exclusion notice in a value another tab wrote under EXCLUSION_NOTICE_KEY, or null. */
export function readSharedNotice(value: string): ExclusionNotice | null {
  let notice: ResponsibleGamingNotice | null;
  try {
    notice = parseResponsibleGamingNotice(JSON.parse(value));
  } catch {
    return null; // not JSON: someone else's value under our key
  }
  return notice && isExclusionNotice(notice) ? notice : null;
}

/** Calls `handler` for each exclusion notice another tab shares. Returns the function that stops listening. */
export function onSharedExclusionNotice(handler: (notice: ExclusionNotice) => void, win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== EXCLUSION_NOTICE_KEY || !event.newValue) return;
    const notice = readSharedNotice(event.newValue);
    if (notice) handler(notice);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
