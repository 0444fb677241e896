// Counts the shown amount up (or down) to a new value over COUNT_UP_MS, one step per animation
// frame, easing out. Jumps straight there on the first value, when motion is reduced, or when the
// amount is too large for exact arithmetic in a double.
import { useEffect, useRef, useState } from 'react';

export const COUNT_UP_MS = 1_200;

const easeOut = (p: number) => 1 - (1 - p) ** 3;

export function useCountUp(target: bigint | null, animate: boolean): bigint | null {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    const exact =
      target !== null &&
      from !== null &&
      target <= BigInt(Number.MAX_SAFE_INTEGER) &&
      from <= BigInt(Number.MAX_SAFE_INTEGER);
    if (!animate || !exact || from === target) {
      shownRef.current = target;
      setShown(target);
      return undefined;
    }
    const start = Number(from);
    const end = Number(target);
    let began: number | null = null;
    let frame = requestAnimationFrame(function step(now) {
      began ??= now;
      const progress = Math.min(1, (now - began) / COUNT_UP_MS);
      const value = progress === 1 ? target : BigInt(Math.round(start + (end - start) * easeOut(progress)));
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, animate]);

  return shown;
}
