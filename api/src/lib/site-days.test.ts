import { validTimezone } from '@croupier/shared/contracts';
import { siteTime } from './site-days.js';

describe("the site's time", () => {
  // A provider's maintenance interval is written so (game-sessions-maintenance.ts), with its site's zone checked first.
  const write = (ms: number, zone: string) => siteTime(ms, validTimezone(zone));

  it("writes instants as 'YYYY-MM-DD HH:mm:ss' in the site's zone, the default zone for an unknown one", () => {
    const t = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(write(t, 'UTC')).toBe('2026-01-02 03:04:05');
    expect(write(t, 'Asia/Kolkata')).toBe('2026-01-02 08:34:05');
    // America/Caracas (UTC-4), spec 01 §9.
    expect(write(t, 'Mars/Olympus')).toBe('2026-01-01 23:04:05');
    expect(write(Date.UTC(2026, 5, 1, 0, 0, 0), 'UTC')).toBe('2026-06-01 00:00:00');
  });
});
