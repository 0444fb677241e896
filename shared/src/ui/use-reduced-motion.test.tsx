import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from './use-reduced-motion.js';

/** A MediaQueryList for prefers-reduced-motion whose answer the test changes, as the system setting would. */
function fakeMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce && list.media === '(prefers-reduced-motion: reduce)';
    },
    media: '',
    addEventListener: (_type: 'change', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => void listeners.delete(listener),
  };
  window.matchMedia = ((query: string) => {
    list.media = query;
    return list;
  }) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(next: boolean) {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useReducedMotion', () => {
  it('is true while the visitor asks for reduced motion, false otherwise', () => {
    fakeMotionSetting(true);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
    fakeMotionSetting(false);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
  });

  it('follows the setting live, and stops listening when unmounted', () => {
    const setting = fakeMotionSetting(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);

    act(() => setting.set(true));
    expect(result.current).toBe(true);
    act(() => setting.set(false));
    expect(result.current).toBe(false);

    unmount();
    expect(setting.listeners.size).toBe(0);
  });

  it('allows motion where the browser has no matchMedia', () => {
    expect(window.matchMedia).toBeUndefined();
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
  });
});
