// A seconds countdown (the 300 s SMS resend block, spec 01 §4): start(n) counts n down to 0.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      const endsAt = Date.now() + seconds * 1000;
      const tick = () => {
        const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      };
      tick();
      if (seconds > 0) timer.current = setInterval(tick, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { remaining, start, reset: useCallback(() => (stop(), setRemaining(0)), [stop]) };
}
