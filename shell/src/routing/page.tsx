// A page that was actually shown (not a redirect or a guard turning the visitor away):
// recorded in the visited-path history.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { recordVisit } from './visited-paths.js';

export function Page({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  useEffect(() => recordVisit(`${pathname}${search}`), [pathname, search]);
  return children;
}
