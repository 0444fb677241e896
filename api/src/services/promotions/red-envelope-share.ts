// How much one red-envelope claim takes ("double mean"): with R cents and n shares left and a
// minimum of `min` a share, the last share takes all of R; any other takes a uniform integer in
// [min, min(R - min·(n-1), floor(2R/n))]. The upper bound leaves every later share its minimum,
// so the shares always add up to the budget exactly and never beyond it; 2R/n keeps the mean
// of a draw near R/n, so early claimers do not empty the envelope.

/** A random number in [0, 1) (Math.random; tests pass their own). */
export type Random = () => number;

export function shareCents(
  remainingCents: number,
  remainingShares: number,
  minCents: number,
  random: Random = Math.random,
): number {
  if (remainingShares <= 1) return remainingCents;
  const upper = Math.min(
    remainingCents - minCents * (remainingShares - 1),
    Math.floor((2 * remainingCents) / remainingShares),
  );
  // The CHECK budget >= shares·min keeps upper >= min; guard anyway against a hand-edited row.
  if (upper <= minCents) return Math.max(0, Math.min(minCents, remainingCents));
  return minCents + Math.floor(random() * (upper - minCents + 1));
}
