// An instant as the site writes it, in its zone (spec 01 §9: the site setting TIMEZONE when the
// runtime knows it, else DEFAULT_TIMEZONE), through Intl with one cached formatter per zone: the
// api (a provider's maintenance interval, the sportsbook's kick-offs), the shell (the footer's
// year, a time-out's end) and the remotes (letters, records, the pop-up bulletin's close time)
// write alike. Node-safe, no dayjs: '@croupier/shared/contracts' for the api,
// '@croupier/shared/dates' for the browser (not the root entry: most pages write no time). A
// zone's first formatter costs a phone ~20 ms of ICU set-up, so nothing builds one before asked.
import { DEFAULT_TIMEZONE } from './constants.js';

/** Letters and announcements: to the minute. */
export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
/** Records (ledger, orders, referrals): to the second, as the back office writes them. */
export const SECOND_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export type SiteTimeFormat = typeof MINUTE_FORMAT | typeof SECOND_FORMAT;

/** Zones already asked: the check builds an Intl formatter, and useSiteTimezone asks on every render. */
const checked = new Map<string, string>();

/** `zone` when the runtime knows it (Intl), else DEFAULT_TIMEZONE. */
export function validTimezone(zone: unknown): string {
  if (typeof zone !== 'string' || zone.trim() === '') return DEFAULT_TIMEZONE;
  let valid = checked.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = zone;
    } catch {
      valid = DEFAULT_TIMEZONE;
    }
    checked.set(zone, valid);
  }
  return valid;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** `epochMs` as the site shows it in `zone` (to the minute unless `format` says to the second); '' for no instant. */
export function formatSiteTime(epochMs: number, zone: string, format: SiteTimeFormat = MINUTE_FORMAT): string {
  if (!Number.isFinite(epochMs)) return '';
  const p = Object.fromEntries(
    formatterIn(zone)
      .formatToParts(epochMs)
      .map((part) => [part.type, part.value]),
  );
  const minute = `${(p.year ?? '').padStart(4, '0')}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  return format === SECOND_FORMAT ? `${minute}:${p.second}` : minute;
}
