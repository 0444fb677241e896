// @croupier/shared/dates: the site's zone and its times, written through Intl (contracts/site-time.ts,
// node-safe: the api writes with it too; the remotes' zone hook, site-zone.ts), and, with dayjs (a
// Module Federation singleton: zoned-dayjs.ts, date-range.ts), the date ranges of the record and
// report pages and a zone's wall-clock time read. An entry of its own, bundled into each app that
// imports it (the site store and the remote props it reads come from '@croupier/shared'); nothing
// runs on import, so a page that only writes times loads no dayjs.
export {
  MINUTE_FORMAT,
  SECOND_FORMAT,
  formatSiteTime,
  validTimezone,
  type SiteTimeFormat,
} from '../contracts/site-time.js';
export { useSiteTimezone } from './site-zone.js';
export { parseInZone } from './zoned-dayjs.js';
export { RECORD_DATE_PRESETS, REPORT_DATE_PRESETS } from './date-range.js';
