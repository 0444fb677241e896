import { SECOND_FORMAT, formatSiteTime } from './site-time.js';
import { validTimezone } from './site-zone.js';

// 03:30 UTC: still the 24th in Caracas (UTC-4, 23:30), already the 25th in Kolkata (UTC+5:30, 09:00).
const NEAR_MIDNIGHT = Date.UTC(2026, 10, 25, 3, 30);

describe('site time', () => {
  it('falls back to DEFAULT_TIMEZONE for a zone the runtime does not know', () => {
    expect(validTimezone('Mars/Olympus')).toBe('America/Caracas');
    expect(validTimezone(undefined)).toBe('America/Caracas');
    expect(validTimezone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it('writes an instant in the zone, to the minute or (records) to the second', () => {
    expect(formatSiteTime(NEAR_MIDNIGHT, 'America/Caracas')).toBe('2026-11-24 23:30');
    expect(formatSiteTime(NEAR_MIDNIGHT, 'Asia/Kolkata', SECOND_FORMAT)).toBe('2026-11-25 09:00:00');
  });
});
