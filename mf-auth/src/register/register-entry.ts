// The register entry's query parameters (id: agent introducer, invite: friend-recommend code,
// currency): what the shell kept for the tab (REGISTER_ENTRY_STORAGE_KEY, written when /register
// redirects to '/'), overridden by the page's own query (an agent link such as /?id=7).
import { browserStorage, REGISTER_ENTRY_STORAGE_KEY, type RegisterEntryParams } from '@croupier/shared';

const pick = (source: Record<string, unknown>): RegisterEntryParams => {
  const out: RegisterEntryParams = {};
  for (const key of ['id', 'invite', 'currency'] as const) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
};

function fromStorage(storage: Storage | null): RegisterEntryParams {
  try {
    const value = JSON.parse(storage?.getItem(REGISTER_ENTRY_STORAGE_KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' ? pick(value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readRegisterEntry(
  search: string = window.location.search,
  storage: Storage | null = safeSessionStorage(),
): RegisterEntryParams {
  const query = new URLSearchParams(search);
  return { ...fromStorage(storage), ...pick(Object.fromEntries(query)) };
}

export function safeSessionStorage(): Storage {
  return browserStorage('session');
}
