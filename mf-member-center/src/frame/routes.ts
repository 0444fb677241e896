// Which screen of the member centre a location is. The shell mounts this remote at /user/*
// (basePath '/user') and at /Deposit and /fastPayment (basePath '/'), where the Deposit page is
// shown alone, without the menu. Page names are matched as written in the spec (/user/MyWallet).
import { ALL_PAGES, type MemberPage } from './menu.js';

export type MemberRoute =
  /** /Deposit or /fastPayment: the deposit page alone. */
  | { kind: 'deposit-only' }
  /** /user itself. */
  | { kind: 'home' }
  | { kind: 'page'; page: MemberPage }
  | { kind: 'not-found' };

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

export function matchMemberRoute(pathname: string): MemberRoute {
  const path = trimmed(pathname);
  if (path === '/Deposit' || path === '/fastPayment') return { kind: 'deposit-only' };
  if (path === '/user') return { kind: 'home' };
  const match = /^\/user\/([^/]+)$/.exec(path);
  const page = ALL_PAGES.find((p) => p === match?.[1]);
  return page ? { kind: 'page', page } : { kind: 'not-found' };
}

export const MENU_PATH = '/user';
export const pagePath = (page: MemberPage) => `/user/${page}`;
