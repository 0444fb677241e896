// Date arithmetic in a zone: dayjs with the utc and timezone plugins, for the date ranges of the
// record pages and a wall-clock time read in a zone (the red envelope's end). Writing a time needs
// none of it (formatSiteTime, shared/src/contracts/site-time.ts).
// dayjs is a Module Federation singleton (build/shared-singletons.cjs), so the plugins extended
// here are on the one copy every app gets, on first use (zonedDayjs): this module is bundled into
// each app that shows dates, and a plugin extended twice would wrap its methods twice. Nothing
// runs on import, so a page that only writes times loads no dayjs.
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/** dayjs with the utc and timezone plugins: the first call in the page extends it. */
export function zonedDayjs(): typeof dayjs {
  if (!dayjs.utc) dayjs.extend(utc);
  if (!dayjs.tz) dayjs.extend(timezone);
  return dayjs;
}

/** A calendar day (the date ranges of records and reports). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The instant `epochMs` as a dayjs in `zone`. */
export const inZone = (epochMs: number, zone: string): Dayjs => zonedDayjs()(epochMs).tz(zone);

/** A wall-clock time written in `zone` ('YYYY-MM-DD HH:mm:ss'), as the instant it names. */
export const parseInZone = (text: string, zone: string): Dayjs => zonedDayjs().tz(text, zone);
