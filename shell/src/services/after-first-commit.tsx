// Parts of the page with nothing to draw (the ad cookies, the version watch, the idle preloads,
// the register opener's cookie check) mount in a commit after the page's first: their effects
// then run in a task of their own. In the first commit's, they would join every query of the
// page subscribing and every remote slot starting, one of a phone's longest tasks at boot (Total
// Blocking Time).
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { yieldToMain } from './yield-to-main.js';

export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void yieldToMain().then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : null;
}
