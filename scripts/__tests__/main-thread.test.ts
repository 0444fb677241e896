// The bench's main-thread figures from a trace: tasks after the first contentful paint, on the
// thread that painted, by wall clock and by the thread's CPU time.
import { mainThreadWork } from '../lib/main-thread.mjs';

const MAIN = { pid: 7, tid: 1 };
const task = (ts: number, dur: number, tdur: number, thread = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
});

test('counts the painting thread’s tasks that end after the first paint, wall and CPU time apart', () => {
  const events = [
    task(0, 30, 30), // over before the paint: not counted
    { name: 'firstContentfulPaint', ph: 'I', ...MAIN, ts: 100_000 },
    task(90, 20, 20), // still running at the paint: counted
    task(200, 40, 10), // waited 30 ms for a core: 4 x 40 - 50 = 110 by the wall, none by CPU time
    task(300, 5, 5),
    task(200, 100, 100, { pid: 9, tid: 1 }), // another renderer
    { name: 'Layout', ph: 'X', ...MAIN, ts: 200_000, dur: 40_000, tdur: 10_000 }, // inside a task
  ];

  expect(mainThreadWork(events)).toEqual({
    tasks: 3,
    busyWallMs: 65,
    busyCpuMs: 35,
    blockingWallMs: 30 + 110,
    blockingCpuMs: 30,
  });
  expect(mainThreadWork(events, 1)).toMatchObject({ blockingWallMs: 0, blockingCpuMs: 0 });
});

test('no figures from a trace without a first paint', () => {
  expect(mainThreadWork([task(0, 80, 80)])).toBeNull();
});
