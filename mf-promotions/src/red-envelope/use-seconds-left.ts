// Seconds left until an instant, re-rendering every second while it counts (stops at 0).
import { useEffect, useState } from 'react';
import { secondsLeft } from './end-time.js';

export function useSecondsLeft(endMs: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endMs === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(endMs, at) === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [endMs]);
  return endMs === null ? null : secondsLeft(endMs, now);
}
