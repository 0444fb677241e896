import { useCallback, useRef } from 'react';

/**
 * Runs a call unless the last one is still running: a second click or submit that comes before
 * React has re-rendered (and disabled the button) sends nothing.
 */
export function useSingleFlight(): (call: () => Promise<void>) => Promise<void> {
  const running = useRef(false);
  return useCallback(async (call) => {
    if (running.current) return;
    running.current = true;
    try {
      await call();
    } finally {
      running.current = false;
    }
  }, []);
}
