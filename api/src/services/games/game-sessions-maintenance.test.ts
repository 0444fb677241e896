import { inMaintenance } from './game-sessions-maintenance.js';

describe('provider maintenance', () => {
  it('is on from its start, until its end (excluded) or without end', () => {
    expect(inMaintenance({ maintain_start: null, maintain_end: null }, 1_000)).toBe(false);
    expect(inMaintenance({ maintain_start: 1_000, maintain_end: null }, 999)).toBe(false);
    expect(inMaintenance({ maintain_start: 1_000, maintain_end: null }, 1_000)).toBe(true);
    expect(inMaintenance({ maintain_start: 1_000, maintain_end: 2_000 }, 1_999)).toBe(true);
    expect(inMaintenance({ maintain_start: 1_000, maintain_end: 2_000 }, 2_000)).toBe(false);
  });
});
