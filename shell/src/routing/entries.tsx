// Entry paths that do something and move on (spec 01 §2 guards and redirects).
import { useStore } from '@croupier/shared';
import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { FLAG_COOKIES, setFlagCookie } from './flag-cookies.js';
import {
  hasSlotGameQuery,
  memberCentrePageRedirect,
  readRegisterEntryParams,
  registerEntryRedirects,
} from './guards.js';
import { saveRegisterEntry } from './register-entry-store.js';

/** Runs `onEnter` (before any redirect effect), then replaces the URL with `to`. */
function EntryRedirect({ to, onEnter }: { to: string; onEnter(): void }) {
  // A layout effect runs before <Navigate>'s effect: the flag is set before '/' renders.
  useLayoutEffect(() => onEnter(), [onEnter]);
  return <Navigate to={to} replace />;
}

const setFastDeposit = () => setFlagCookie(FLAG_COOKIES.fastDeposit);

/** /fastDeposit: the isFastDeposit cookie flag, then '/'. */
export function FastDepositEntry() {
  return <EntryRedirect to="/" onEnter={setFastDeposit} />;
}

/**
 * /register: keeps id / invite / currency for the register form and leaves the isRouteRegister
 * flag. In production it then goes to '/', which opens the register modal once; elsewhere the
 * home page shows right here and the register modal opens on it (RegisterOpener).
 */
export function RegisterEntry({ home }: { home: ReactNode }) {
  const { stores } = useServices();
  const environment = useStore(stores.site, (s) => s.detail?.env_config.environment ?? 'local');
  const { search } = useLocation();
  useLayoutEffect(() => {
    const params = readRegisterEntryParams(search);
    if (params) saveRegisterEntry(params);
    setFlagCookie(FLAG_COOKIES.routeRegister);
  }, [search]);
  return registerEntryRedirects(environment) ? <Navigate to="/" replace /> : home;
}

/** /slotgame without gt_id and gp_id goes to '/'. */
export function SlotGameEntry({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return hasSlotGameQuery(search) ? children : <Navigate to="/" replace />;
}

/** /user?page=Deposit is /user/Deposit. */
export function MemberCentreEntry({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const to = memberCentrePageRedirect(pathname, search);
  return to ? <Navigate to={to} replace /> : children;
}

/** /Deposit is the member centre's deposit page (query kept). */
export function DepositEntry() {
  const { search } = useLocation();
  return <Navigate to={`/user/Deposit${search}`} replace />;
}
