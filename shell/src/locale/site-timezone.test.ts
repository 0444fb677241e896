import { DEFAULT_TIMEZONE } from '@croupier/shared';
import { currentYear, formatDate, getSiteTimezone, MINUTE_FORMAT, setSiteTimezone } from './site-timezone.js';

// 2024-01-01 02:30 UTC is still 31 December 2023 in Caracas (UTC-4) and already morning in Kolkata.
const instant = Date.UTC(2024, 0, 1, 2, 30, 0);

describe('dates in the site timezone', () => {
  afterEach(() => setSiteTimezone(null));

  it('uses America/Caracas unless configured', () => {
    expect(getSiteTimezone()).toBe(DEFAULT_TIMEZONE);
    expect(DEFAULT_TIMEZONE).toBe('America/Caracas');
    expect(formatDate(instant)).toBe('2023-12-31 22:30:00');
    expect(currentYear(instant)).toBe(2023);
  });

  it("follows a site's configured timezone", () => {
    expect(setSiteTimezone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(formatDate(instant, MINUTE_FORMAT)).toBe('2024-01-01 08:00');
    expect(formatDate(new Date(instant))).toBe('2024-01-01 08:00:00');
    expect(currentYear(instant)).toBe(2024);
  });

  it('keeps Caracas for an unknown or empty zone', () => {
    expect(setSiteTimezone('Mars/Olympus')).toBe(DEFAULT_TIMEZONE);
    expect(setSiteTimezone('')).toBe(DEFAULT_TIMEZONE);
    expect(formatDate(instant, MINUTE_FORMAT)).toBe('2023-12-31 22:30');
  });

  it('accepts an explicit zone per call and gives an empty string for an invalid date', () => {
    expect(formatDate('2024-06-01T12:00:00Z', MINUTE_FORMAT, 'Asia/Tokyo')).toBe('2024-06-01 21:00');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes midnight as 00, on the day it starts', () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 4, 0, 5))).toBe('2024-01-01 00:00:05');
  });
});
