// The site's time zone (spec 01 §9) and an instant written in it: the site setting TIMEZONE when
// the runtime knows it, else DEFAULT_TIMEZONE. Through Intl, one cached formatter per zone, no
// dayjs: the pop-up bulletin (on every page) stores its close time with it, the shell writes the
// footer's year and a time-out's end with it, the record pages a column of times. A zone's first
// formatter costs a phone ~20 ms of ICU set-up, so nothing here builds one before it is asked.
// From the share scope, never by a relative path: this entry is bundled into each app that uses
// it, and the remote context and site store exist once in the page.
import { DEFAULT_TIMEZONE, siteSettings, useRemoteProps, useStore } from '@croupier/shared';

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

/** The site's zone (a remote's hook: it reads the site store the shell hands over). */
export function useSiteTimezone(): string {
  const { stores } = useRemoteProps();
  return validTimezone(useStore(stores.site, (s) => siteSettings(s)?.TIMEZONE));
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
  const p = Object.fromEntries(formatterIn(zone).formatToParts(epochMs).map((part) => [part.type, part.value]));
  const minute = `${(p.year ?? '').padStart(4, '0')}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  return format === SECOND_FORMAT ? `${minute}:${p.second}` : minute;
}
