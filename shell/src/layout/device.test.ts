import { createUiStore } from '@croupier/shared';
import { DESKTOP_LOCK_VIEWPORT_WIDTH, isDesktopMode, lockViewport, watchDevice, RESIZE_DEBOUNCE_MS } from './device.js';

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
};

describe('desktop or mobile', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    resizeTo(1024);
  });

  it('is desktop from 992 px, mobile below, and always desktop with DESKTOP_LOCK', () => {
    expect(isDesktopMode(992, false)).toBe(true);
    expect(isDesktopMode(991, false)).toBe(false);
    expect(isDesktopMode(390, true)).toBe(true);
  });

  it('applies the width at once, then follows resizes only after 1000 ms of quiet', () => {
    resizeTo(1280);
    const ui = createUiStore({ width: 390 });
    const stop = watchDevice({ ui, desktopLock: false });
    expect(ui.getState().isDesktop).toBe(true);

    resizeTo(600);
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(ui.getState().isDesktop).toBe(true);
    resizeTo(700); // still dragging: the wait starts again
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(ui.getState().isDesktop).toBe(true);
    jest.advanceTimersByTime(1);
    expect(ui.getState().isDesktop).toBe(false);

    stop();
    resizeTo(1400);
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(ui.getState().isDesktop).toBe(false); // stopped: no longer listening
  });

  it('asks a media query where the window has one, never innerWidth (which would lay the page out)', () => {
    const queries: string[] = [];
    let wide = false;
    const win = {
      get innerWidth(): number {
        throw new Error('innerWidth read');
      },
      matchMedia: (query: string) => {
        queries.push(query);
        return { matches: wide } as MediaQueryList;
      },
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    };
    const ui = createUiStore({ width: 1280 });
    const stop = watchDevice({ ui, desktopLock: false, win });
    expect(ui.getState().isDesktop).toBe(false);
    expect(queries).toEqual(['(min-width: 992px)']);

    wide = true;
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(ui.getState().isDesktop).toBe(true);
    stop();
  });

  it('keeps desktop at any width when DESKTOP_LOCK is set', () => {
    resizeTo(390);
    const ui = createUiStore({ width: 390 });
    const stop = watchDevice({ ui, desktopLock: true });
    expect(ui.getState().isDesktop).toBe(true);
    resizeTo(320);
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(ui.getState().isDesktop).toBe(true);
    stop();
  });

  it('with DESKTOP_LOCK, lays a phone out at desktop width, and undoes it', () => {
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.appendChild(meta);

    lockViewport(document, false)();
    expect(meta.content).toBe('width=device-width, initial-scale=1');
    const undo = lockViewport(document, true);
    expect(meta.content).toBe(`width=${DESKTOP_LOCK_VIEWPORT_WIDTH}`);
    undo();
    expect(meta.content).toBe('width=device-width, initial-scale=1');
    meta.remove();
  });
});
