import { browserYield, yieldToMain } from './yield-to-main.js';

describe('yielding the main thread', () => {
  const global = globalThis as { scheduler?: unknown };
  afterEach(() => delete global.scheduler);

  it('uses scheduler.yield where the browser has it, called on the scheduler', async () => {
    const scheduler = {
      yield: jest.fn(function (this: unknown) {
        expect(this).toBe(scheduler);
        return Promise.resolve();
      }),
    };
    global.scheduler = scheduler;
    await yieldToMain();
    await browserYield()!();
    expect(scheduler.yield).toHaveBeenCalledTimes(2);
  });

  it('without it, yields to a new task for the boot and not at all for the api calls', async () => {
    jest.useFakeTimers();
    try {
      let resumed = false;
      void yieldToMain().then(() => (resumed = true));
      await Promise.resolve();
      expect(resumed).toBe(false);
      jest.advanceTimersByTime(0);
      await Promise.resolve();
      expect(resumed).toBe(true);
      expect(browserYield()).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
