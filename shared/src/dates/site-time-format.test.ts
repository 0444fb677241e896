import { inZone } from './zoned-dayjs.js';
import { SECOND_FORMAT, formatSiteTime, validTimezone } from '../contracts/site-time.js';

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

describe('site time through Intl', () => {
  it('writes every instant as dayjs in the zone does, across a year of daylight-saving turns and far zones', () => {
    const zones = [
      'America/Caracas',
      'Asia/Kolkata',
      'Europe/London',
      'America/New_York',
      'Australia/Lord_Howe',
      'Pacific/Kiritimati',
      'Etc/GMT+12',
    ];
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 400; i++) {
      // About every 22 hours and 17 minutes, with odd seconds: every hour of the day comes round.
      const at = start + i * 80_237_000;
      for (const zone of zones)
        expect([zone, formatSiteTime(at, zone, SECOND_FORMAT)]).toEqual([zone, inZone(at, zone).format(SECOND_FORMAT)]);
    }
  });

  it('writes midnight as 00 and gives an empty string for no instant', () => {
    expect(formatSiteTime(Date.UTC(2026, 10, 25, 4, 0, 5), 'America/Caracas', SECOND_FORMAT)).toBe(
      '2026-11-25 00:00:05',
    );
    expect(formatSiteTime(Number.NaN, 'America/Caracas')).toBe('');
  });
});
