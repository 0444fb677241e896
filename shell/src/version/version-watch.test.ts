import { DEFAULT_VERSION_POLL_SECONDS, versionPollIntervalMs } from './constants.js';
import { createVersionWatch } from './version-watch.js';

/** A server whose builds/latest.json the test changes, recording each request. */
function latestServer(initial: string) {
  const state = { id: initial, status: 200, requests: [] as string[] };
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    state.requests.push(`${String(input)} ${init?.cache ?? ''}`);
    const body = JSON.stringify({ id: state.id, time: 1 });
    return {
      ok: state.status === 200,
      status: state.status,
      json: async () => JSON.parse(body) as unknown,
    } as Response;
  }) as unknown as typeof globalThis.fetch;
  return { state, fetch };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('createVersionWatch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls builds/latest.json with a timestamp, uncached, every interval', async () => {
    const server = latestServer('b1');
    let t = 1000;
    const watch = createVersionWatch({
      buildId: 'b1',
      intervalMs: 60_000,
      onStale: jest.fn(),
      fetch: server.fetch,
      now: () => t,
    });
    watch.start();
    expect(server.state.requests).toEqual([]);

    await jest.advanceTimersByTimeAsync(60_000);
    t = 2000;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.state.requests).toEqual([
      '/builds/latest.json?t=1000 no-store',
      '/builds/latest.json?t=2000 no-store',
    ]);
    watch.stop();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(server.state.requests).toHaveLength(2);
  });

  it('turns stale once a different id is deployed, tells once, and stops polling', async () => {
    const server = latestServer('b1');
    const onStale = jest.fn();
    const watch = createVersionWatch({ buildId: 'b1', intervalMs: 1000, onStale, fetch: server.fetch });
    watch.start();
    await jest.advanceTimersByTimeAsync(3000);
    expect(watch.isStale()).toBe(false);

    server.state.id = 'b2';
    await jest.advanceTimersByTimeAsync(1000);
    expect(watch.isStale()).toBe(true);
    expect(onStale).toHaveBeenCalledWith('b2');

    const requests = server.state.requests.length;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(server.state.requests).toHaveLength(requests);
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer it cannot use (404, no id, network error) and keeps polling', async () => {
    const server = latestServer('');
    const onStale = jest.fn();
    const watch = createVersionWatch({ buildId: 'b1', intervalMs: 1000, onStale, fetch: server.fetch });
    watch.start();
    await jest.advanceTimersByTimeAsync(1000); // id ''
    server.state.status = 404;
    server.state.id = 'b9';
    await jest.advanceTimersByTimeAsync(1000);
    expect(onStale).not.toHaveBeenCalled();
    server.state.status = 200;
    await jest.advanceTimersByTimeAsync(1000);
    expect(onStale).toHaveBeenCalledWith('b9');

    const failing = createVersionWatch({
      buildId: 'b1',
      intervalMs: 1000,
      onStale,
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    await expect(failing.check()).resolves.toBeUndefined();
    expect(failing.isStale()).toBe(false);
  });

  it('checks at once when the tab becomes visible again', async () => {
    const server = latestServer('b2');
    const doc = new EventTarget() as unknown as Document & { visibilityState: string };
    Object.defineProperty(doc, 'visibilityState', { value: 'visible', configurable: true });
    const onStale = jest.fn();
    const watch = createVersionWatch({
      buildId: 'b1',
      intervalMs: 60_000,
      onStale,
      fetch: server.fetch,
      document: doc,
    });
    watch.start();
    doc.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(onStale).toHaveBeenCalledWith('b2');
  });
});

describe('versionPollIntervalMs', () => {
  it('defaults to 60 s and accepts the brand setting, not below 5 s', () => {
    expect(DEFAULT_VERSION_POLL_SECONDS).toBe(60);
    expect(versionPollIntervalMs(undefined)).toBe(60_000);
    expect(versionPollIntervalMs(120)).toBe(120_000);
    expect(versionPollIntervalMs(1)).toBe(5_000);
    expect(versionPollIntervalMs(-3)).toBe(60_000);
    expect(versionPollIntervalMs(Number.NaN)).toBe(60_000);
  });

  it('turns stale when the live map gives other releases, and not while it cannot say', async () => {
    jest.useFakeTimers();
    const server = latestServer('b1');
    const onStale = jest.fn();
    let releases: string | Error = 'mf-games=a';
    const watch = createVersionWatch({
      buildId: 'b1',
      intervalMs: 1000,
      onStale,
      fetch: server.fetch,
      releases: {
        loaded: 'mf-games=a',
        current: async () => {
          if (releases instanceof Error) throw releases;
          return releases;
        },
      },
    });
    watch.start();
    await jest.advanceTimersByTimeAsync(2000);
    releases = new Error('offline');
    await jest.advanceTimersByTimeAsync(2000);
    expect(watch.isStale()).toBe(false);
    releases = 'mf-games=b';
    await jest.advanceTimersByTimeAsync(1000);
    await flush();
    expect(watch.isStale()).toBe(true);
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onStale).toHaveBeenCalledWith('releases mf-games=b');
    jest.useRealTimers();
  });
});
