// Link login (spec 01 §4, §5): a URL carrying tk, member_account, member_currency and member_id
// — all four — is a session handed over (by a partner site or the native app); it is adopted,
// unless the skip-reload flag `skipReloadGetInfo` is set, which is then removed instead.
// member_type (when given) goes with the session; pwa is kept under its own key (spec 01 §3).
import type { LoginSession } from '@croupier/shared';

export const LINK_LOGIN_PARAMS = ['tk', 'member_account', 'member_currency', 'member_id'] as const;
/** Local-storage key: the next link login is skipped (and the flag removed). */
export const SKIP_RELOAD_KEY = 'skipReloadGetInfo';
export const PWA_KEY = 'pwa';
/** Entry parameters removed from the URL once read: a token must not stay in the address bar or history. */
export const SESSION_PARAMS = [...LINK_LOGIN_PARAMS, 'member_type'] as const;

export type LinkLogin = { kind: 'none' } | { kind: 'skipped' } | { kind: 'adopt'; session: LoginSession };

const memberType = (raw: string | null): number => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : 1;
};

/** The session the URL carries, or null unless all four parameters are there (member_id a whole number). */
export function sessionFromParams(params: URLSearchParams, siteId: string): LoginSession | null {
  const [tk, member_account, member_currency, member_id] = LINK_LOGIN_PARAMS.map(
    (name) => params.get(name)?.trim() ?? '',
  );
  const id = Number(member_id);
  if (!tk || !member_account || !member_currency || !member_id || !Number.isInteger(id) || id <= 0) return null;
  return {
    token: tk,
    member_id: id,
    member_account,
    member_currency,
    member_type: memberType(params.get('member_type')),
    site_id: siteId,
  };
}

export function readLinkLogin(params: URLSearchParams, siteId: string, storage: Storage): LinkLogin {
  const session = sessionFromParams(params, siteId);
  if (!session) return { kind: 'none' };
  if (storage.getItem(SKIP_RELOAD_KEY) !== null) {
    storage.removeItem(SKIP_RELOAD_KEY);
    return { kind: 'skipped' };
  }
  return { kind: 'adopt', session };
}

/** pwa=… (the site was started as an installed web app): remembered under `pwa`. */
export function storeEntryFlags(params: URLSearchParams, storage: Storage): void {
  const pwa = params.get('pwa');
  if (pwa !== null) storage.setItem(PWA_KEY, pwa);
}

/** `search` without the named parameters ('' when nothing is left). */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
