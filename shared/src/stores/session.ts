// The member session, persisted to local storage under the spec's keys (spec 01 §3), so
// the shell, the remotes and a reload all see the same member.

import { createStore, type StoreApi } from 'zustand';
import type { LoginSession } from '../contracts/index.js';
import { browserStorage } from './browser-storage.js';

/** Local-storage keys of the session (spec 01 §3). member_currency is stored as `currency`. */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  member_id: 'member_id',
  member_account: 'member_account',
  member_currency: 'currency',
  member_type: 'member_type',
  site_name: 'site_name',
} as const;

export interface SessionFields {
  token: string | null;
  member_id: number | null;
  member_account: string | null;
  member_currency: string | null;
  member_type: number | null;
  /** The site's name, as the site detail gave it; not member data, so `clear()` keeps it. */
  site_name: string | null;
}

export interface SessionState extends SessionFields {
  /** A token and a member id are both stored. */
  isLoggedIn: boolean;
  setSession(session: LoginSession): void;
  setToken(token: string): void;
  setCurrency(currency: string): void;
  setSiteName(name: string): void;
  /** Logout: removes the member's data and token. */
  clear(): void;
}

export type SessionStore = StoreApi<SessionState>;

const MEMBER_FIELDS = ['token', 'member_id', 'member_account', 'member_currency', 'member_type'] as const;

const toNumber = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

function read(storage: Storage): SessionFields {
  const get = (field: keyof SessionFields) => storage.getItem(SESSION_STORAGE_KEYS[field]) || null;
  return {
    token: get('token'),
    member_id: toNumber(get('member_id')),
    member_account: get('member_account'),
    member_currency: get('member_currency'),
    member_type: toNumber(get('member_type')),
    site_name: get('site_name'),
  };
}

function write(storage: Storage, fields: Partial<SessionFields>) {
  for (const [field, value] of Object.entries(fields) as [keyof SessionFields, unknown][]) {
    const key = SESSION_STORAGE_KEYS[field];
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, String(value));
  }
}

const loggedIn = (s: Pick<SessionFields, 'token' | 'member_id'>) => Boolean(s.token) && s.member_id !== null;

export function createSessionStore(storage: Storage = browserStorage('local')): SessionStore {
  return createStore<SessionState>()((set, get) => {
    const update = (fields: Partial<SessionFields>) => {
      write(storage, fields);
      const next = { ...get(), ...fields };
      set({ ...fields, isLoggedIn: loggedIn(next) });
    };
    const initial = read(storage);
    return {
      ...initial,
      isLoggedIn: loggedIn(initial),
      setSession: (s) =>
        update({
          token: s.token,
          member_id: s.member_id,
          member_account: s.member_account,
          member_currency: s.member_currency,
          member_type: s.member_type,
        }),
      setToken: (token) => update({ token }),
      setCurrency: (member_currency) => update({ member_currency }),
      setSiteName: (site_name) => update({ site_name }),
      clear: () => update(Object.fromEntries(MEMBER_FIELDS.map((f) => [f, null])) as Partial<SessionFields>),
    };
  });
}
