// @croupier/shared/dates: times in the site's zone (Intl: contracts/site-time.ts, node-safe, which
// the api writes with too; site-zone.ts), and the date ranges of the
// record and report pages and a zone's wall-clock time read (dayjs, a Module Federation singleton:
// site-time.ts, date-range.ts). An entry of its own, bundled into each app that imports it (the
// site store and the remote props it reads come from '@croupier/shared'); nothing runs on import,
// so a page that only writes times loads no dayjs.
export { MINUTE_FORMAT, SECOND_FORMAT, formatSiteTime, validTimezone, type SiteTimeFormat } from '../contracts/site-time.js';
export { useSiteTimezone } from './site-zone.js';
export { parseInZone } from './site-time.js';
export { RECORD_DATE_PRESETS, REPORT_DATE_PRESETS } from './date-range.js';
