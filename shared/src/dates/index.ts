// Dates in the site's time zone (dayjs, a Module Federation singleton) and the date ranges of the
// record and report pages.
export { SECOND_FORMAT, formatSiteTime, useSiteTimezone } from './site-time.js';
export { RECORD_DATE_PRESETS, REPORT_DATE_PRESETS } from './date-range.js';
