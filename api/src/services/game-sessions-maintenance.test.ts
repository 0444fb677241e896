import { formatInZone, inMaintenance } from './game-sessions-maintenance.js';

describe('provider maintenance', () => {
  it('is on from its start, until its end (excluded) or without end', () => {
    expect(inMaintenance({ maintain_start: null, maintain_end: null }, 1_000)).toBe(false);
    expect(inMaintenance({ maintain_start: 1_000, maintain_end: null }, 999)).toBe(false);
    expect(inMaintenance({ maintain_start: 1_000, maintain_end: null }, 1_000)).toBe(true);
    expect(inMaintenance({ maintain_start: 1_000, maintain_end: 2_000 }, 1_999)).toBe(true);
    expect(inMaintenance({ maintain_start: 1_000, maintain_end: 2_000 }, 2_000)).toBe(false);
  });

  it("writes instants as 'YYYY-MM-DD HH:mm:ss' in the site's zone, the default zone for an unknown one", () => {
    const t = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(formatInZone(t, 'UTC')).toBe('2026-01-02 03:04:05');
    expect(formatInZone(t, 'Asia/Kolkata')).toBe('2026-01-02 08:34:05');
    // America/Caracas (UTC-4), spec 01 §9.
    expect(formatInZone(t, 'Mars/Olympus')).toBe('2026-01-01 23:04:05');
    expect(formatInZone(Date.UTC(2026, 5, 1, 0, 0, 0), 'UTC')).toBe('2026-06-01 00:00:00');
  });
});
