// The slot machine of the api's game page: three reels of 32 stops, one pay line (the middle
// row), a paytable with a return to player of about 96 % (computed exactly in the test), stops
// drawn with node:crypto. Bets are a fixed list per currency, in cents.
import { randomInt } from 'node:crypto';

export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** How many of the 32 stops of each reel show the symbol. */
export const SYMBOL_WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  cherry: 8,
  lemon: 8,
  bell: 6,
  star: 5,
  diamond: 3,
  seven: 2,
};
export const REEL_LENGTH = 32;

/** Three of a kind on the line pays bet x this. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  cherry: 8,
  lemon: 10,
  bell: 15,
  star: 25,
  diamond: 50,
  seven: 100,
};
/** Exactly two cherries anywhere on the line. */
export const TWO_CHERRIES = 3;

/** The same symbol counts on each reel, in a different order per reel (a fixed shuffle). */
function buildReel(seed: number): SlotSymbol[] {
  const stops = SYMBOLS.flatMap((s) => Array<SlotSymbol>(SYMBOL_WEIGHTS[s]).fill(s));
  let state = seed;
  for (let i = stops.length - 1; i > 0; i -= 1) {
    state = (state * 48_271) % 2_147_483_647; // Park-Miller: stays exact in a double
    const j = state % (i + 1);
    [stops[i], stops[j]] = [stops[j]!, stops[i]!];
  }
  return stops;
}
export const REELS: readonly (readonly SlotSymbol[])[] = [buildReel(7), buildReel(101), buildReel(2029)];

/** Bet x this for the symbols on the line. */
export function lineMultiplier(line: readonly SlotSymbol[]): number {
  const [a, b, c] = line;
  if (a === b && b === c && a) return THREE_OF_A_KIND[a];
  return line.filter((s) => s === 'cherry').length === 2 ? TWO_CHERRIES : 0;
}

/** The three symbols each reel shows around its stop (top, line, bottom). */
export function reelWindows(stops: readonly number[]): SlotSymbol[][] {
  return REELS.map((reel, i) => {
    const at = (offset: number) => reel[((((stops[i] ?? 0) + offset) % REEL_LENGTH) + REEL_LENGTH) % REEL_LENGTH]!;
    return [at(-1), at(0), at(1)];
  });
}

export interface SpinOutcome {
  stops: number[];
  /** The pay line, reel by reel. */
  line: SlotSymbol[];
  multiplier: number;
}

/** `random(n)` is an integer in [0, n); crypto by default. */
export type RandomInt = (n: number) => number;
export const cryptoRandom: RandomInt = (n) => randomInt(n);

export function spinReels(random: RandomInt = cryptoRandom): SpinOutcome {
  const stops = REELS.map(() => random(REEL_LENGTH));
  const line = reelWindows(stops).map((w) => w[1]!);
  return { stops, line, multiplier: lineMultiplier(line) };
}

// ---- Bets ----

/** The bet list in units of the currency before scaling: 0.10 .. 20.00. */
const BASE_BETS_CENTS = [10, 50, 100, 200, 500, 1_000, 2_000] as const;
/** Currencies whose unit is worth little get proportionally larger bets (and demo money). */
const CURRENCY_SCALE: Readonly<Record<string, number>> = {
  VND: 1_000,
  WON: 100,
  MMK: 100,
  INR: 10,
  BDT: 10,
  THB: 10,
  JPY: 10,
};
export const currencyScale = (currency: string): number => CURRENCY_SCALE[currency] ?? 1;

export const betOptions = (currency: string): number[] => BASE_BETS_CENTS.map((b) => b * currencyScale(currency));

/** 1.00 (scaled) when the balance allows it, else the largest bet it covers, else the smallest. */
export function defaultBet(currency: string, balanceCents: number): number {
  const bets = betOptions(currency);
  const preferred = 100 * currencyScale(currency);
  if (balanceCents >= preferred) return preferred;
  return [...bets].reverse().find((b) => b <= balanceCents) ?? bets[0]!;
}

/** Fun money a demo session starts with: 2000.00 (scaled like the bets). */
export const demoStartCents = (currency: string): number => 200_000 * currencyScale(currency);
