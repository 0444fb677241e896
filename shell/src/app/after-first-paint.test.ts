import fs from 'node:fs';
import path from 'node:path';
import { FIRST_PAINT_ATTRIBUTE } from '@croupier/shared';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint.js';

describe('the shell starts after the first paint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return async () => {
      await Promise.resolve();
      await Promise.resolve();
      return done;
    };
  };

  it('waits for the next frame, then a task after it (the paint)', async () => {
    const done = settled(afterFirstPaint());
    jest.advanceTimersByTime(50);
    expect(await done()).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    expect(await done()).toBe(false); // still inside the frame: the paint comes after
    jest.advanceTimersByTime(0);
    expect(await done()).toBe(true);
  });

  /** The page's HTML frame with the include's markup in it (taken off after each test). */
  const frameWith = (markup: string) => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = `<div class="cr-frame">${markup}</div>`;
    document.body.append(root);
    return root;
  };
  afterEach(() => document.getElementById('root')?.remove());

  /** The browser runs the frame's rAF callbacks, then paints; a task queued there runs after. */
  const paintFrame = () => {
    frames.shift()!(performance.now());
    jest.advanceTimersByTime(0);
  };

  it('finds a first paint by the attribute shared names', () => {
    expect(fs.readFileSync(path.join(__dirname, 'after-first-paint.ts'), 'utf8')).toContain(
      `[${FIRST_PAINT_ATTRIBUTE}]`,
    );
  });

  it("waits for a first paint's high-priority pictures (already asked by the parser) to load or fail, then (without paint timing) the frame that paints them", async () => {
    const root = frameWith(
      '<div data-cr-first-paint="mf-x"><ul><li><img src="/a.svg" fetchpriority="high"></li><li><img src="/b.svg" fetchpriority="high"></li><li><img src="/c.svg"></li></ul></div>',
    );
    const [a, b, c] = [...root.querySelectorAll('img')];
    Object.defineProperty(c, 'complete', { value: false, configurable: true });
    const done = settled(afterFirstPaint());
    jest.advanceTimersByTime(30);
    expect(frames).toHaveLength(0);
    a!.dispatchEvent(new Event('load'));
    expect(frames).toHaveLength(0);
    b!.dispatchEvent(new Event('error'));
    expect(frames).toHaveLength(1);
    paintFrame();
    expect(await done()).toBe(true);
  });

  it("paints a first paint's text (its largest paint) without waiting for its other pictures", async () => {
    frameWith(
      '<div data-cr-first-paint="mf-x"><ul><li><a><img src="/type.svg" loading="lazy"><span>Slots</span></a></li></ul><h2>Slots</h2></div>',
    );
    const done = settled(afterFirstPaint());
    expect(frames).toHaveLength(1);
    paintFrame();
    expect(await done()).toBe(true);
  });

  it("with the include's content, waits for its first contentful paint as the browser reports it, not the next frame", async () => {
    frameWith('<div data-cr-first-paint="mf-x"><h2>Slots</h2><p>Platforms: A and B</p></div>');
    let report = (_names: string[]) => undefined as void;
    let disconnected = false;
    class PaintObserver {
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void) {
        report = (names) => callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }, this);
      }
      observe() {}
      disconnect() {
        disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: PaintObserver, configurable: true, writable: true });
    try {
      const done = settled(afterFirstPaint());
      expect(frames).toHaveLength(0);
      report(['first-paint']);
      jest.advanceTimersByTime(0);
      expect(await done()).toBe(false);
      report(['first-contentful-paint']);
      jest.advanceTimersByTime(0);
      expect(await done()).toBe(true);
      expect(disconnected).toBe(true);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it(`waits at most ${FIRST_PAINT_WAIT_MS} ms for the frame's pictures`, async () => {
    frameWith('<div data-cr-first-paint="mf-x"><picture><img src="/banner.svg" fetchpriority="high"></picture></div>');
    const done = settled(afterFirstPaint());
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(await done()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await done()).toBe(true);
  });

  it(`waits at most ${FIRST_PAINT_WAIT_MS} ms for a frame that never comes`, async () => {
    const done = settled(afterFirstPaint());
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(await done()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await done()).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const done = settled(afterFirstPaint());
    expect(await done()).toBe(true);
    expect(frames).toHaveLength(0);
  });
});
