// The spec's time-outs and limits this remote uses, once each (spec 02 §9), and the ones we chose.

/** Wallet transfer-back cooldown (spec 02 §4, §9). */
export const TRANSFER_BACK_COOLDOWN_S = 10;
/** Badge maximum (spec 02 §9): above it the badge says "99+". */
export const BADGE_MAX = 99;
/** The profile phone's SMS resend wait. */
export const PROFILE_SMS_COUNTDOWN_S = 60;
/** Announcements asked for at once (one page; the spec gives no size). */
export const ANNOUNCEMENT_PAGE_SIZE = 50;
/** Rows per page of the record lists (the spec gives none). */
export const RECORD_PAGE_SIZE = 20;
/** Where a record page's date range starts (the spec gives none): the last 7 days. */
export const RECORD_DEFAULT_PRESET = 'days7';
