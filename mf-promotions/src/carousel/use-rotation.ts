// The carousel's shown slide and its rotation (WCAG 2.2.2, the APG carousel): it advances every
// CAROUSEL_INTERVAL_MS while nothing holds it — the pointer over it, keyboard focus inside it, the
// user's pause button, or prefers-reduced-motion (then it starts stopped; the button still plays).
// Moving by hand restarts the interval.
import { useReducedMotion } from '@croupier/shared';
import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../constants.js';

export interface Rotation {
  /** The slide shown, 0-based (always within the count). */
  index: number;
  /** Rotating now (not stopped and not held). */
  rotating: boolean;
  /** The user's choice, else stopped under reduced motion: what the pause/play button shows. */
  stopped: boolean;
  go(index: number): void;
  next(): void;
  previous(): void;
  toggle(): void;
  hold(reason: 'hover' | 'focus', held: boolean): void;
}

export function useRotation(count: number): Rotation {
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState(0);
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const index = count > 0 ? ((chosen % count) + count) % count : 0;
  const stopped = userStopped ?? reducedMotion;
  const rotating = count > 1 && !stopped && !held.hover && !held.focus;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setChosen(index + 1), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index]);

  return {
    index,
    rotating,
    stopped,
    go: setChosen,
    next: () => setChosen(index + 1),
    previous: () => setChosen(index - 1),
    toggle: () => setUserStopped(!stopped),
    hold: (reason, on) => setHeld((h) => (h[reason] === on ? h : { ...h, [reason]: on })),
  };
}
