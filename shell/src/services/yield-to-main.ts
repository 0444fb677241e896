// The boot's work in several short tasks instead of one long one: a phone's main thread that
// runs 30 ms of boot at once answers no tap meanwhile, and each task past 50 ms counts towards
// Total Blocking Time. scheduler.yield where the browser has it (the rest of the boot
// keeps its place ahead of other tasks), else a new task.

interface Scheduler {
  yield?: () => Promise<void>;
}

const scheduler = (): Scheduler | undefined => (globalThis as { scheduler?: Scheduler }).scheduler;

/** Lets the browser run what waits (input, a frame), then resumes. */
export function yieldToMain(): Promise<void> {
  const yielding = scheduler()?.yield;
  if (typeof yielding === 'function') return yielding.call(scheduler());
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** scheduler.yield where the browser has it, else undefined (the caller then goes on at once). */
export function browserYield(): (() => Promise<void>) | undefined {
  const owner = scheduler();
  return typeof owner?.yield === 'function' ? () => owner.yield!.call(owner) : undefined;
}
