// @croupier/shared/dates: dates in the site's time zone (dayjs, a Module Federation singleton) and
// the date ranges of the record and report pages. An entry of its own, bundled into each app that
// imports it (the site store and the remote props it reads come from '@croupier/shared'), so a
// page that shows no date loads no dayjs.
export { SECOND_FORMAT, formatSiteTime, parseInZone } from './site-time.js';
export { useSiteTimezone } from './site-zone.js';
export { RECORD_DATE_PRESETS, REPORT_DATE_PRESETS } from './date-range.js';
