// Dates as the shell shows them, in the site's timezone — America/Caracas (spec 01 §9) unless the
// site sets TIMEZONE in its settings. The shell sets the zone at boot and shows two dates: the
// footer's year on every page and the end of a time-out, through shared's dates (Intl, one
// formatter per zone, the remotes' too; the year through it only near the turn of the year,
// currentYear), not dayjs' tz(), which would bring dayjs into the shell's first render.
import { DEFAULT_TIMEZONE } from '@croupier/shared';
import { formatSiteTime, SECOND_FORMAT, validTimezone, type SiteTimeFormat } from '@croupier/shared/dates';

/** The zone the site asked for, checked only when a date is first shown (see setSiteTimezone). */
let wantedTimezone: string | null | undefined = null;
let siteTimezone: string | null = DEFAULT_TIMEZONE;

/**
 * Sets the zone every later call uses; an unknown or empty name keeps America/Caracas. Checked
 * on first use, not here at boot: the runtime's first zone formatter costs a phone ~100 ms of ICU
 * set-up, and most pages show no date of the shell's.
 */
export function setSiteTimezone(zone: string | null | undefined): void {
  wantedTimezone = zone;
  siteTimezone = null;
}

export function getSiteTimezone(): string {
  siteTimezone ??= validTimezone(wantedTimezone);
  return siteTimezone;
}

const instantOf = (value: number | string | Date): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/** Formats an instant (epoch ms, ISO string or Date) in the site's zone; an invalid date gives ''. */
export function formatDate(
  value: number | string | Date,
  format: SiteTimeFormat = SECOND_FORMAT,
  zone: string = getSiteTimezone(),
): string {
  return formatSiteTime(instantOf(value), zone, format);
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
  return nearTurn
    ? Number(formatSiteTime(instant.getTime(), zone ?? getSiteTimezone()).slice(0, 4))
    : instant.getUTCFullYear();
}
