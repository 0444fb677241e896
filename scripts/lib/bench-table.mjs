// The one table `npm run bench` prints: a row per figure, its value next to its goal, and
// whether it was met (`null`: reported only, no goal). Each part of the bench returns rows.

/**
 * @typedef {{ group: string, figure: string, value: string, goal: string, met: boolean | null }} BenchRow
 */

/** A row; `met` is null when there is no goal to meet. */
export const row = (group, figure, value, goal = '', met = null) => ({ group, figure, value, goal, met });

/** A part that could not run: one row that says why, counted as a miss. */
export const failedRow = (group, err) =>
  row(group, 'did not run', String(err?.message ?? err).split('\n')[0], 'runs', false);

const mark = (met) => (met === null ? '' : met ? 'ok' : 'MISS');

/** Plain text, one aligned column each: group, figure, value, goal, and ok / MISS. */
export function formatTable(rows) {
  const header = ['group', 'figure', 'value', 'goal', ''];
  const lines = [header, ...rows.map((r) => [r.group, r.figure, r.value, r.goal, mark(r.met)])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const text = lines.map((l) =>
    l
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
  text.splice(
    1,
    0,
    widths
      .map((w) => '-'.repeat(w))
      .join('  ')
      .trimEnd(),
  );
  return text.join('\n');
}

/** The rows whose goal was missed (a part that did not run counts). */
export const misses = (rows) => rows.filter((r) => r.met === false);

/** Median and p95 of a list of numbers (nearest rank, as the rest of the bench). */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
  return { median: at(0.5), p95: at(0.95) };
}
