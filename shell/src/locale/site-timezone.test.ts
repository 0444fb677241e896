import { DEFAULT_TIMEZONE } from '@croupier/shared';
import { MINUTE_FORMAT } from '@croupier/shared/dates';
import { currentYear, formatDate, getSiteTimezone, setSiteTimezone } from './site-timezone.js';

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
    setSiteTimezone('Asia/Kolkata');
    expect(getSiteTimezone()).toBe('Asia/Kolkata');
    expect(formatDate(instant, MINUTE_FORMAT)).toBe('2024-01-01 08:00');
    expect(formatDate(new Date(instant))).toBe('2024-01-01 08:00:00');
    expect(currentYear(instant)).toBe(2024);
  });

  it("gives the zone's year at every half hour around the turn of the year, in the farthest zones from UTC", () => {
    const yearIn = (at: number, zone: string) =>
      Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric' }).format(at));
    for (const zone of ['Pacific/Kiritimati', 'Etc/GMT+12', 'Pacific/Pago_Pago', 'America/Caracas', 'UTC']) {
      for (let at = Date.UTC(2025, 11, 29); at <= Date.UTC(2026, 0, 3); at += 30 * 60_000) {
        expect([zone, at, currentYear(at, zone)]).toEqual([zone, at, yearIn(at, zone)]);
      }
    }
  });

  it('builds no zone formatter for setting the zone or for the year away from its turn (a phone pays ~100 ms for the first)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      // A zone no other test asked for: the check's answer is kept once asked.
      setSiteTimezone('Asia/Kathmandu');
      expect(currentYear(Date.UTC(2024, 5, 30, 23, 0))).toBe(2024);
      expect(made).not.toHaveBeenCalled();
      expect(getSiteTimezone()).toBe('Asia/Kathmandu');
      expect(made).toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('keeps Caracas for an unknown or empty zone', () => {
    setSiteTimezone('Mars/Olympus');
    expect(getSiteTimezone()).toBe(DEFAULT_TIMEZONE);
    setSiteTimezone('');
    expect(getSiteTimezone()).toBe(DEFAULT_TIMEZONE);
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
