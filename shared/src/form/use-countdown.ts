// Waiting in the forms: a seconds countdown (mf-auth's 300 s SMS resend block, spec 01 §4; the
// member centre's 60 s SMS resend of the profile phone and 10 s transfer-back cooldown), and whether
// a moment has come (mf-auth's captcha wait after a 101).
import { useCallback, useEffect, useRef, useState } from 'react';

/** start(n) counts n seconds down to 0; `remaining` re-renders every second. */
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
  return { remaining, start };
}

/** Whether `moment` (ms since the epoch; 0 = long ago) has come; re-renders when it does. */
export function useMomentReached(moment: number): boolean {
  const [reached, setReached] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setReached(moment), Math.max(0, moment - Date.now()));
    return () => clearTimeout(timer);
  }, [moment]);
  return reached >= moment;
}
