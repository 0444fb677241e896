// When a time-out or self-exclusion ends: 24 hours exactly; weeks, months and years on the
// calendar of the site's zone, at the same wall-clock time across a DST change and a short month.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { exclusionUntil } from './exclusion-until.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const at = (local: string, zone: string) => dayjs.tz(local, zone).valueOf();
const local = (ms: number, zone: string) => dayjs(ms).tz(zone).format('YYYY-MM-DD HH:mm');

describe('exclusionUntil', () => {
  const zone = 'Europe/London';

  it('ends 24 hours later for 24_hours, even across the clocks going forward', () => {
    const start = at('2026-03-28 21:00', zone);
    expect(exclusionUntil('24_hours', start, zone) - start).toBe(24 * 60 * 60 * 1000);
    expect(local(exclusionUntil('24_hours', start, zone), zone)).toBe('2026-03-29 22:00');
  });

  it('keeps the local time for weeks across a DST change', () => {
    const start = at('2026-03-25 21:00', zone);
    expect(local(exclusionUntil('1_week', start, zone), zone)).toBe('2026-04-01 21:00');
    expect(local(exclusionUntil('6_weeks', start, zone), zone)).toBe('2026-05-06 21:00');
  });

  it('counts months and years on the calendar (the end of a short month; a leap day)', () => {
    expect(local(exclusionUntil('1_month', at('2026-01-31 10:15', zone), zone), zone)).toBe('2026-02-28 10:15');
    expect(local(exclusionUntil('6_months', at('2026-08-31 23:30', zone), zone), zone)).toBe('2027-02-28 23:30');
    expect(local(exclusionUntil('1_year', at('2028-02-29 08:00', zone), zone), zone)).toBe('2029-02-28 08:00');
    expect(
      local(exclusionUntil('5_years', at('2026-11-25 12:00', 'Asia/Kolkata'), 'Asia/Kolkata'), 'Asia/Kolkata'),
    ).toBe('2031-11-25 12:00');
  });
});
