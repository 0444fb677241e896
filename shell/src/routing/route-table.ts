// The shell's route rules that are not a component: which paths keep guests out, which reset
// the visited-path history, which show the page without the site's header and footer.
// Paths here are locale-free: the locale is the router's basename.
import { matchPath } from 'react-router-dom';

/**
 * Members only (the 'auth' guard; spec 01 §6 leaves its rules unshown, so this is our choice):
 * the member centre (/user, /user/*, and /Deposit, which goes there), fast payment, and the
 * agent area beyond its public pages. /proxy (agent landing, or its register page) and
 * /proxy/Plan (become an agent) stay public. /play and /gameRoom stay public: demo play
 * exists, and mf-games asks for a login when a real game needs one.
 */
const MEMBER_ONLY = ['/user/*', '/fastPayment', '/proxy/*'] as const;
const PUBLIC_EXCEPTIONS = ['/proxy', '/proxy/Plan'] as const;

const matches = (patterns: readonly string[], pathname: string) => patterns.some((path) => matchPath({ path, end: true }, pathname));

export function isMemberOnly(pathname: string): boolean {
  return matches(MEMBER_ONLY, pathname) && !matches(PUBLIC_EXCEPTIONS, pathname);
}

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
