// The table `npm run bench` prints: every figure beside its goal, a missed one marked.
import { failedRow, formatTable, misses, row, stats } from '../lib/bench-table.mjs';

test('one aligned row per figure: met goals say ok, missed ones MISS, figures without a goal neither', () => {
  const rows = [
    row('lighthouse', 'mobile home: score', '97', '>= 95', true),
    row('bytes', 'JS before the first render, gzip', '180.2 KB', '<= 150 KB', false),
    row('navigation', 'p95 of 20', '80 ms'),
  ];

  const lines = formatTable(rows).split('\n');

  expect(lines).toEqual([
    'group       figure                            value     goal',
    '----------  --------------------------------  --------  ---------  ----',
    'lighthouse  mobile home: score                97        >= 95      ok',
    'bytes       JS before the first render, gzip  180.2 KB  <= 150 KB  MISS',
    'navigation  p95 of 20                         80 ms',
  ]);
  expect(misses(rows)).toEqual([rows[1]]);
});

test('a part that could not run is a missed row with the first line of its error', () => {
  const failed = failedRow('lighthouse', new Error('Chrome exited\nstack...'));

  expect(failed).toEqual({
    group: 'lighthouse',
    figure: 'did not run',
    value: 'Chrome exited',
    goal: 'runs',
    met: false,
  });
  expect(misses([failed])).toHaveLength(1);
});

test('median and p95 by nearest rank', () => {
  expect(stats([5, 1, 4, 2, 3])).toEqual({ median: 3, p95: 4 });
  expect(stats(Array.from({ length: 20 }, (_, i) => i + 1))).toEqual({ median: 10, p95: 19 });
});
