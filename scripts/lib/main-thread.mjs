// The page's main-thread tasks after its first contentful paint, from a Chromium trace, two ways:
// by the wall clock (what Lighthouse's Total Blocking Time counts) and by the thread's own CPU
// time (the trace's `tdur`). On the bench's 2 shared cores the renderer's main thread waits for a
// core inside its tasks (raster and decode threads, the browser's other processes): the wall
// figure is the site's work plus the host's waits, the CPU figure the site's work alone
// (`npm run bench`'s main-thread rows; reported only).

/** The trace categories that hold the tasks, their thread names and the first contentful paint. */
export const MAIN_THREAD_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'toplevel',
];

/**
 * @param {Array<{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }>} events
 * @param {number} slowdown Lighthouse's mobile CPU multiplier (4): a task counts past 50 ms once multiplied
 * @returns {{ tasks: number, busyWallMs: number, busyCpuMs: number, blockingWallMs: number, blockingCpuMs: number } | null}
 *   null when the trace has no first contentful paint
 */
export function mainThreadWork(events, slowdown = 4) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  // The paint is marked on the page's renderer main thread: its tasks are the ones that block input.
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts + e.dur > fcp.ts,
  );
  const out = { tasks: tasks.length, busyWallMs: 0, busyCpuMs: 0, blockingWallMs: 0, blockingCpuMs: 0 };
  for (const task of tasks) {
    const wall = task.dur / 1000;
    const cpu = (task.tdur ?? task.dur) / 1000;
    out.busyWallMs += wall;
    out.busyCpuMs += cpu;
    out.blockingWallMs += Math.max(0, wall * slowdown - 50);
    out.blockingCpuMs += Math.max(0, cpu * slowdown - 50);
  }
  return out;
}
