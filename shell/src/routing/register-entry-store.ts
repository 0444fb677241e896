// Keeps a register entry's id / invite / currency for the tab (the production redirect to '/'
// drops the query), where the register form can read them (REGISTER_ENTRY_STORAGE_KEY).
import { browserStorage, REGISTER_ENTRY_STORAGE_KEY, type RegisterEntryParams } from '@croupier/shared';

export function saveRegisterEntry(params: RegisterEntryParams, storage: Storage = browserStorage('session')): void {
  storage.setItem(REGISTER_ENTRY_STORAGE_KEY, JSON.stringify(params));
}

export function loadRegisterEntry(storage: Storage = browserStorage('session')): RegisterEntryParams | null {
  try {
    const value = JSON.parse(storage.getItem(REGISTER_ENTRY_STORAGE_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { id, invite, currency } = value as Record<string, unknown>;
    const params: RegisterEntryParams = {};
    if (typeof id === 'string') params.id = id;
    if (typeof invite === 'string') params.invite = invite;
    if (typeof currency === 'string') params.currency = currency;
    return params;
  } catch {
    return null;
  }
}
