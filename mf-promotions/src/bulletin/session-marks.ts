// What this browser session remembers of the pop-up (spec 02 §4, §9), in session storage through
// shared's browserStorage (plain keys): the close time, 'YYYY-MM-DD HH:mm:ss' in the site's zone,
// and whether it was cancelled ("don't show again this session").
import { browserStorage } from '@croupier/shared';
import { formatSiteTime, SECOND_FORMAT } from '@croupier/shared/dates';
import { BULLETIN_CANCELLED_KEY, BULLETIN_CLOSE_TIME_KEY } from '../constants.js';

const session = () => browserStorage('session');

export function readCloseTime(): string | null {
  return session().getItem(BULLETIN_CLOSE_TIME_KEY) || null;
}

/** Stores now as the close time, in `zone`; returns it. */
export function storeCloseTime(zone: string, now = Date.now()): string {
  const closeTime = formatSiteTime(now, zone, SECOND_FORMAT);
  session().setItem(BULLETIN_CLOSE_TIME_KEY, closeTime);
  return closeTime;
}

export function readCancelled(): boolean {
  return session().getItem(BULLETIN_CANCELLED_KEY) !== null;
}

export function storeCancelled(): void {
  session().setItem(BULLETIN_CANCELLED_KEY, '1');
}
