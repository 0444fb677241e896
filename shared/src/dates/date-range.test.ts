import { customRange, presetRange, rangeDays, todayIn } from './date-range.js';

// 03:30 UTC: still the 24th in Caracas (UTC-4, 23:30), already the 25th in Kolkata (UTC+5:30, 09:00).
// 2026-11-24 is a Tuesday, 2026-11-25 a Wednesday.
const NEAR_MIDNIGHT = Date.UTC(2026, 10, 25, 3, 30);

describe('date ranges in the site time zone', () => {
  it.each([
    ['America/Caracas', 'today', '2026-11-24', '2026-11-24'],
    ['America/Caracas', 'yesterday', '2026-11-23', '2026-11-23'],
    ['America/Caracas', 'days7', '2026-11-18', '2026-11-24'],
    ['America/Caracas', 'days30', '2026-10-26', '2026-11-24'],
    ['America/Caracas', 'this_week', '2026-11-23', '2026-11-24'],
    ['America/Caracas', 'last_week', '2026-11-16', '2026-11-22'],
    ['America/Caracas', 'this_month', '2026-11-01', '2026-11-24'],
    ['America/Caracas', 'last_month', '2026-10-01', '2026-10-31'],
    ['Asia/Kolkata', 'today', '2026-11-25', '2026-11-25'],
    ['Asia/Kolkata', 'yesterday', '2026-11-24', '2026-11-24'],
    ['Asia/Kolkata', 'days7', '2026-11-19', '2026-11-25'],
    ['Asia/Kolkata', 'days30', '2026-10-27', '2026-11-25'],
    ['Asia/Kolkata', 'this_week', '2026-11-23', '2026-11-25'],
    ['Asia/Kolkata', 'last_week', '2026-11-16', '2026-11-22'],
  ] as const)('%s %s is %s to %s (calendar days, today counted)', (zone, preset, start, end) => {
    expect(presetRange(preset, NEAR_MIDNIGHT, zone)).toEqual({ start_date: start, end_date: end });
  });

  it("'all' runs from before any registration to today in the zone", () => {
    expect(presetRange('all', NEAR_MIDNIGHT, 'America/Caracas')).toEqual({
      start_date: '2000-01-01',
      end_date: '2026-11-24',
    });
    expect(presetRange('all', NEAR_MIDNIGHT, 'Asia/Kolkata')).toEqual({
      start_date: '2000-01-01',
      end_date: '2026-11-25',
    });
  });

  it('crosses a month and a year boundary', () => {
    expect(presetRange('days7', Date.UTC(2027, 0, 3, 12), 'America/Caracas')).toEqual({
      start_date: '2026-12-28',
      end_date: '2027-01-03',
    });
    // Sunday 2027-01-03: its week began on Monday 2026-12-28, the week before on 2026-12-21.
    expect(presetRange('this_week', Date.UTC(2027, 0, 3, 12), 'America/Caracas')).toEqual({
      start_date: '2026-12-28',
      end_date: '2027-01-03',
    });
    expect(presetRange('last_week', Date.UTC(2027, 0, 3, 12), 'America/Caracas')).toEqual({
      start_date: '2026-12-21',
      end_date: '2026-12-27',
    });
    expect(presetRange('last_month', Date.UTC(2027, 0, 3, 12), 'America/Caracas')).toEqual({
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
  });

  it('takes the month the zone is in near midnight of its first day', () => {
    // 2027-03-01 02:00 UTC: still February 28th in Caracas, already March 1st in Kolkata.
    const now = Date.UTC(2027, 2, 1, 2);
    expect(presetRange('this_month', now, 'America/Caracas')).toEqual({
      start_date: '2027-02-01',
      end_date: '2027-02-28',
    });
    expect(presetRange('last_month', now, 'America/Caracas')).toEqual({
      start_date: '2027-01-01',
      end_date: '2027-01-31',
    });
    expect(presetRange('this_month', now, 'Asia/Kolkata')).toEqual({
      start_date: '2027-03-01',
      end_date: '2027-03-01',
    });
    expect(presetRange('last_month', now, 'Asia/Kolkata')).toEqual({
      start_date: '2027-02-01',
      end_date: '2027-02-28',
    });
  });

  it('a Monday is the first day of its own week', () => {
    const monday = Date.UTC(2026, 10, 23, 15); // Monday 2026-11-23, midday in Caracas
    expect(presetRange('this_week', monday, 'America/Caracas')).toEqual({
      start_date: '2026-11-23',
      end_date: '2026-11-23',
    });
    expect(presetRange('last_week', monday, 'America/Caracas')).toEqual({
      start_date: '2026-11-16',
      end_date: '2026-11-22',
    });
  });

  it('counts a leap February whole', () => {
    expect(presetRange('last_month', Date.UTC(2028, 2, 10, 12), 'America/Caracas')).toEqual({
      start_date: '2028-02-01',
      end_date: '2028-02-29',
    });
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

  it('refuses a custom range longer than the most days allowed', () => {
    expect(rangeDays({ start_date: '2026-01-01', end_date: '2026-04-02' })).toBe(92);
    expect(customRange('2026-01-01', '2026-04-02', 92)).toEqual({ start_date: '2026-01-01', end_date: '2026-04-02' });
    expect(customRange('2026-01-01', '2026-04-03', 92)).toBeNull();
  });
});
