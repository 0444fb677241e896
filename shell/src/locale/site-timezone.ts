// Dates as the shell shows them, in the site's timezone — America/Caracas (spec 01 §9) unless the
// site sets TIMEZONE in its settings. The shell sets the zone at boot and shows two dates: the
// footer's year on every page and the end of a time-out. Both go through Intl with one formatter
// per zone and pattern (the year only near the turn of the year, currentYear), not dayjs' tz(),
// which builds a new ICU formatter on every call (~12 ms each on a phone; the footer's year cost
// five of them on every page) and would bring dayjs into the shell's first render. The remotes
// format with shared's dates (dayjs, in the same zone).
import { DEFAULT_TIMEZONE } from '@croupier/shared';

/** `YYYY-MM-DD HH:mm:ss` */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** `YYYY-MM-DD HH:mm` */
export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
type Format = typeof DATE_TIME_FORMAT | typeof MINUTE_FORMAT;

/** The zone the site asked for, checked only when a date is first shown (see setSiteTimezone). */
let wantedTimezone: string | null | undefined = null;
let siteTimezone: string | null = DEFAULT_TIMEZONE;

/** A zone name the runtime knows (Intl), e.g. 'Asia/Kolkata'. */
export function isValidTimezone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets the zone every later call uses; an unknown or empty name keeps America/Caracas. Checked
 * on first use, not here at boot: the runtime's first zone formatter costs a phone ~100 ms of ICU
 * set-up, and most pages show no date of the shell's (issue 15, TBT).
 */
export function setSiteTimezone(zone: string | null | undefined): void {
  wantedTimezone = zone;
  siteTimezone = null;
}

export function getSiteTimezone(): string {
  siteTimezone ??= isValidTimezone(wantedTimezone) ? wantedTimezone : DEFAULT_TIMEZONE;
  return siteTimezone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's calendar fields of an instant, from one cached formatter per zone. */
function partsIn(instant: number, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
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
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year!.padStart(4, '0'), month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const instantOf = (value: number | string | Date): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** Formats an instant (epoch ms, ISO string or Date) in the site's zone; an invalid date gives ''. */
export function formatDate(value: number | string | Date, format: Format = DATE_TIME_FORMAT, zone: string = getSiteTimezone()): string {
  const instant = instantOf(value);
  if (!Number.isFinite(instant)) return '';
  const p = partsIn(instant, zone);
  const minute = `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  return format === MINUTE_FORMAT ? minute : `${minute}:${p.second}`;
}

/**
 * The current year in the site's zone (footer copyright). Zones are at most 14 hours from UTC, so
 * away from the turn of the year it is UTC's: the zone's formatter (the first one costs a phone
 * ~20 ms of ICU set-up in the page's first commit) is built only on 31 December and 1 January.
 */
export function currentYear(now: number | Date = Date.now(), zone?: string): number {
  const instant = new Date(instantOf(now));
  const month = instant.getUTCMonth();
  const day = instant.getUTCDate();
  const nearTurn = (month === 0 && day === 1) || (month === 11 && day === 31);
  return nearTurn ? Number(partsIn(instant.getTime(), zone ?? getSiteTimezone()).year) : instant.getUTCFullYear();
}
