// The money history of a seeded downline member (seeds/agents.ts): deposits approved through the
// cashier, sessions on two providers (money in, spins with bets and wins, everything back) every
// few days from registration to now, and now and then a withdrawal. Planned as cashier-history's
// steps, so the ledger rows and orders are written (and their running balances checked) there.
// Deterministic: a seeded PRNG, times relative to the seed's `now`.
import type { MethodPick, Step } from './cashier-history.js';
import type { DownlineHabit } from './agents-data.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: a small deterministic PRNG in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DownlineHistory {
  steps: Step[];
  firstDepositAt: number | null;
  /** The member's latest login: its last session (or its registration). */
  lastLoginAt: number;
}

export interface HistoryMethods {
  deposit: MethodPick;
  withdrawal: MethodPick;
}

/** Whole dollars between min and max (cents). */
const dollars = (random: () => number, min: number, max: number) =>
  Math.round((min + random() * (max - min)) / 100) * 100;

export function downlineHistory(
  random: () => number,
  registeredAt: number,
  habit: DownlineHabit,
  now: number,
  m: HistoryMethods,
): DownlineHistory {
  if (habit === 'idle') return { steps: [], firstDepositAt: null, lastLoginAt: registeredAt };
  const steps: Step[] = [];
  const deposit = (amount: number, at: number) => {
    steps.push({
      kind: 'order',
      type: 'deposit',
      status: 'approved',
      amount,
      at,
      decided: at + 10 * MINUTE,
      method: m.deposit,
    });
    return at + 10 * MINUTE;
  };
  let main = dollars(random, 20_000, 60_000);
  const firstDepositAt = deposit(main, registeredAt + 30 * MINUTE);
  if (habit === 'depositor') return { steps, firstDepositAt, lastLoginAt: firstDepositAt };

  let t = firstDepositAt + Math.round((2 + random() * 4) * HOUR);
  let lastLoginAt = firstDepositAt;
  // Sessions every 2-5 days, each ending well before now.
  for (let n = 0; t < now - 6 * HOUR; n += 1) {
    if (main < 3_000) {
      const amount = dollars(random, 10_000, 40_000);
      deposit(amount, t);
      main += amount;
      t += 20 * MINUTE;
    }
    // Alternating between a slot and a table provider.
    const gp = n % 2 === 0 ? 'GPR8' : 'GPJD';
    const stake = Math.min(main, dollars(random, 5_000, 25_000));
    let held = stake;
    steps.push({ kind: 'transfer', gp, toProvider: true, amount: stake, at: t });
    const spins = 8 + Math.floor(random() * 13);
    for (let i = 0; i < spins; i += 1) {
      const bet = Math.min(held, Math.round((100 + random() * 1_400) / 50) * 50);
      if (bet < 100) break;
      // About three bets in ten win 1.5-4 times the bet (2.75 on average): the house keeps about a quarter.
      const win = random() < 0.3 ? Math.round(bet * (1.5 + Math.floor(random() * 6) * 0.5)) : 0;
      held += win - bet;
      steps.push({ kind: 'spin', gp, bet, win, at: t + (i + 1) * MINUTE });
    }
    steps.push({ kind: 'transfer', gp, toProvider: false, amount: 'all', at: t + 30 * MINUTE });
    main += held - stake;
    lastLoginAt = t;
    if (main > 60_000 && random() < 0.5) {
      const amount = dollars(random, 20_000, 40_000);
      steps.push({
        kind: 'order',
        type: 'withdrawal',
        status: 'approved',
        amount,
        at: t + HOUR,
        decided: t + 3 * HOUR,
        method: m.withdrawal,
      });
      main -= amount;
    }
    t += Math.round((2 + random() * 3) * DAY);
  }
  return { steps, firstDepositAt, lastLoginAt };
}
