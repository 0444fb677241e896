// Entry rules of spec 01 §2 as plain functions (the components in entries.tsx apply them).
import type { EnvConfig, RegisterEntryParams } from '@croupier/shared';

/** /slotgame lists one provider's slots; without gt_id and gp_id there is nothing to list. */
export function hasSlotGameQuery(search: string): boolean {
  const query = new URLSearchParams(search);
  return Boolean(query.get('gt_id')) && Boolean(query.get('gp_id'));
}

/**
 * /register: in production it only leaves the isRouteRegister flag and goes to '/', where the
 * register modal then opens once; elsewhere (local, beta, stage) the register tab opens on the
 * spot. Both leave the flag, so the one opener (on '/', and on '/register' outside production)
 * handles both.
 */
export function registerEntryRedirects(environment: EnvConfig['environment']): boolean {
  return environment === 'production';
}

const REGISTER_ENTRY_KEYS = ['id', 'invite', 'currency'] as const;

/** id (agent introducer), invite (friend recommend code) and currency of a register entry URL. */
export function readRegisterEntryParams(search: string): RegisterEntryParams | null {
  const query = new URLSearchParams(search);
  const params: RegisterEntryParams = {};
  for (const key of REGISTER_ENTRY_KEYS) {
    const value = query.get(key)?.trim();
    if (value) params[key] = value.slice(0, 64);
  }
  return Object.keys(params).length > 0 ? params : null;
}

/** '/user?page=Deposit' is the member centre's Deposit page: '/user/Deposit' (other query kept). */
export function memberCentrePageRedirect(pathname: string, search: string): string | null {
  if (pathname.replace(/\/+$/, '') !== '/user') return null;
  const query = new URLSearchParams(search);
  const page = query.get('page');
  if (!page || !/^[A-Za-z][A-Za-z0-9_-]{0,39}$/.test(page)) return null;
  query.delete('page');
  const rest = query.toString();
  return `/user/${page}${rest ? `?${rest}` : ''}`;
}
