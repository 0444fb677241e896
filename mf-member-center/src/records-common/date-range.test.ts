import { customRange, presetRange, todayIn } from './date-range.js';

// 03:30 UTC: still the 24th in Caracas (UTC-4, 23:30), already the 25th in Kolkata (UTC+5:30, 09:00).
const NEAR_MIDNIGHT = Date.UTC(2026, 10, 25, 3, 30);

describe('date ranges in the site time zone', () => {
  it.each([
    ['America/Caracas', 'today', '2026-11-24', '2026-11-24'],
    ['America/Caracas', 'yesterday', '2026-11-23', '2026-11-23'],
    ['America/Caracas', 'days7', '2026-11-18', '2026-11-24'],
    ['America/Caracas', 'days30', '2026-10-26', '2026-11-24'],
    ['Asia/Kolkata', 'today', '2026-11-25', '2026-11-25'],
    ['Asia/Kolkata', 'yesterday', '2026-11-24', '2026-11-24'],
    ['Asia/Kolkata', 'days7', '2026-11-19', '2026-11-25'],
    ['Asia/Kolkata', 'days30', '2026-10-27', '2026-11-25'],
  ] as const)('%s %s is %s to %s (calendar days, today counted)', (zone, preset, start, end) => {
    expect(presetRange(preset, NEAR_MIDNIGHT, zone)).toEqual({ start_date: start, end_date: end });
  });

  it('crosses a month and a year boundary', () => {
    expect(presetRange('days7', Date.UTC(2027, 0, 3, 12), 'America/Caracas')).toEqual({ start_date: '2026-12-28', end_date: '2027-01-03' });
  });

  it("knows today's date in the zone", () => {
    expect(todayIn(NEAR_MIDNIGHT, 'America/Caracas')).toBe('2026-11-24');
    expect(todayIn(NEAR_MIDNIGHT, 'Asia/Kolkata')).toBe('2026-11-25');
  });

  it('takes a custom range only with both dates and the start not after the end', () => {
    expect(customRange('2026-11-01', '2026-11-05')).toEqual({ start_date: '2026-11-01', end_date: '2026-11-05' });
    expect(customRange('2026-11-05', '2026-11-05')).toEqual({ start_date: '2026-11-05', end_date: '2026-11-05' });
    expect(customRange('2026-11-06', '2026-11-05')).toBeNull();
    expect(customRange('', '2026-11-05')).toBeNull();
  });

});
