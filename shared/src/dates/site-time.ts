// Dates as the site shows them (spec 01 §9, house rule): dayjs with the utc and timezone plugins
// in the site's zone — the site setting TIMEZONE when the runtime knows it, else DEFAULT_TIMEZONE.
// dayjs is a Module Federation singleton (build/shared-singletons.cjs), so the plugins extended
// here are on the one copy every app gets.
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIMEZONE } from '../contracts/index.js';
import { siteSettings, useStore } from '../stores/index.js';
import { useRemoteProps } from '../remote/remote-context.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar day (the date ranges of records and reports). */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Letters and announcements: to the minute. */
export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
/** Records (ledger, orders, referrals): to the second, as the back office writes them. */
export const SECOND_FORMAT = 'YYYY-MM-DD HH:mm:ss';

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

/** The instant `epochMs` as a dayjs in `zone`. */
export const inZone = (epochMs: number, zone: string): Dayjs => dayjs(epochMs).tz(zone);

/** `epochMs` as the site shows it in `zone` (to the minute unless `format` says otherwise). */
export const formatSiteTime = (epochMs: number, zone: string, format = MINUTE_FORMAT): string => inZone(epochMs, zone).format(format);
