// The shell's route rules that are not a component: which paths keep guests out, which reset
// the visited-path history, which show the page without the site's header and footer.
// Paths here are locale-free: the locale is the router's basename.
import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES, routeOf, type RemoteRoute } from './remote-routes.js';

/**
 * Members only (the 'auth' guard; spec 01 §6 leaves its rules unshown, so this is our choice):
 * the routes the manifest of remotes marks `access: 'member'` — the member centre (/user,
 * /user/*, and /Deposit, which goes there), fast payment, and the agent area beyond its public
 * pages. /proxy (agent landing, or its register page), /proxy/Plan, /proxy/Agreement and
 * /proxy/Register are routes of their own, open to guests, and outrank /proxy/* (the agent centre). /play and /gameRoom stay public:
 * demo play exists, and mf-games asks for a login when a real game needs one.
 */
export function isMemberOnly(pathname: string, routes: readonly RemoteRoute[] = REMOTE_ROUTES): boolean {
  return routeOf(pathname, routes)?.access === 'member';
}

const matches = (patterns: readonly string[], pathname: string) =>
  patterns.some((path) => matchPath({ path, end: true }, pathname));

/** Visiting one of these starts the visited-path history afresh (spec 01 §2). */
export const HISTORY_RESET_PATHS = ['/', '/discount', '/user', '/sponsor', '/proxy'] as const;

export function resetsHistory(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (HISTORY_RESET_PATHS as readonly string[]).includes(path);
}

/** Placeholder windows (a popup between click and real URL, a provider's lobby return): no site chrome. */
const BARE_PATHS = ['/loading', '/close'] as const;

export function isBarePage(pathname: string): boolean {
  return matches(BARE_PATHS, pathname);
}

/** Pages shown without the navigation bar (spec 01 §2: the slot list has "no navbar"). */
const NO_NAVBAR_PATHS = ['/slotgame'] as const;

export function hidesNavbar(pathname: string): boolean {
  return matches(NO_NAVBAR_PATHS, pathname);
}
