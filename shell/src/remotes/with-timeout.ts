export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** Rejects with a TimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs `task` once the browser has run its next task. A timer may fire late, with every other
 * overdue one in one batch (a laptop's lid closed while the page loaded, then opened): what
 * finished meanwhile reports in the promise callbacks after that batch, so a time limit checks
 * after them. A message, not a timer: a new timer could run inside the same overdue batch.
 */
export function afterNextTask(task: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(task, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
