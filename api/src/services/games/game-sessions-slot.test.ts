import {
  betOptions,
  defaultBet,
  demoStartCents,
  lineMultiplier,
  REEL_LENGTH,
  REELS,
  reelWindows,
  spinReels,
  SYMBOL_WEIGHTS,
  SYMBOLS,
  TWO_CHERRIES,
  THREE_OF_A_KIND,
} from './game-sessions-slot.js';

describe('the slot machine', () => {
  it('has three reels of 32 stops holding each symbol as often as its weight', () => {
    expect(REELS).toHaveLength(3);
    for (const reel of REELS) {
      expect(reel).toHaveLength(REEL_LENGTH);
      for (const s of SYMBOLS) expect(reel.filter((x) => x === s)).toHaveLength(SYMBOL_WEIGHTS[s]);
    }
    // Shuffled differently per reel, so lines are not trivially aligned.
    expect(REELS[0]).not.toEqual(REELS[1]);
  });

  it('pays three of a kind and exactly two cherries on the line, nothing else', () => {
    expect(lineMultiplier(['seven', 'seven', 'seven'])).toBe(THREE_OF_A_KIND.seven);
    expect(lineMultiplier(['lemon', 'lemon', 'lemon'])).toBe(10);
    expect(lineMultiplier(['cherry', 'cherry', 'cherry'])).toBe(8);
    expect(lineMultiplier(['cherry', 'bell', 'cherry'])).toBe(TWO_CHERRIES);
    expect(lineMultiplier(['bell', 'cherry', 'cherry'])).toBe(TWO_CHERRIES);
    expect(lineMultiplier(['cherry', 'bell', 'star'])).toBe(0);
    expect(lineMultiplier(['seven', 'seven', 'diamond'])).toBe(0);
  });

  it('returns less than it takes: the exact RTP over every stop combination is between 90 % and 99 %', () => {
    let paid = 0;
    let hits = 0;
    for (let a = 0; a < REEL_LENGTH; a += 1)
      for (let b = 0; b < REEL_LENGTH; b += 1)
        for (let c = 0; c < REEL_LENGTH; c += 1) {
          const m = lineMultiplier(reelWindows([a, b, c]).map((w) => w[1]!));
          paid += m;
          if (m > 0) hits += 1;
        }
    const rtp = paid / REEL_LENGTH ** 3;
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(0.99);
    expect(rtp).toBeCloseTo(0.963, 3);
    // About one spin in five wins something.
    expect(hits / REEL_LENGTH ** 3).toBeGreaterThan(0.15);
  });

  it('draws each reel stop from the random source and reads the line from the middle row', () => {
    const draws = [4, 0, 31];
    const outcome = spinReels((n) => {
      expect(n).toBe(REEL_LENGTH);
      return draws.shift()!;
    });
    expect(outcome.stops).toEqual([4, 0, 31]);
    expect(outcome.line).toEqual([REELS[0]![4], REELS[1]![0], REELS[2]![31]]);
    expect(reelWindows([0, 0, 0])[0]).toEqual([REELS[0]![31], REELS[0]![0], REELS[0]![1]]);
  });

  it('offers bets scaled to the currency, a default the balance covers, and scaled demo money', () => {
    expect(betOptions('USD')).toEqual([10, 50, 100, 200, 500, 1_000, 2_000]);
    expect(betOptions('VND')[0]).toBe(10_000);
    expect(defaultBet('USD', 100_000)).toBe(100);
    expect(defaultBet('USD', 60)).toBe(50);
    expect(defaultBet('USD', 0)).toBe(10);
    expect(demoStartCents('USD')).toBe(200_000);
    expect(demoStartCents('INR')).toBe(2_000_000);
  });
});
