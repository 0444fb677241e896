// The override tokens of this browser (docs/releasing.md, "Override one browser"): those an
// operator's link (`?cr_release=<token>`) brought, kept until the api stops honouring them. The
// api checks them; this only keeps them. Loaded by a browser that has one (release-visitor.ts).
import { MAX_RELEASE_OVERRIDES } from '@croupier/shared';
import { OVERRIDE_PARAM, OVERRIDES_KEY, storageOf, type Storage } from './release-visitor.js';

/** Longer is no token the api issues (services/releases/overrides.ts). */
const MAX_TOKEN_LENGTH = 1024;

const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= MAX_TOKEN_LENGTH;

function keptOverrides(storage: Storage | null): string[] {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isToken) : [];
  } catch {
    return [];
  }
}

function keep(storage: Storage | null, tokens: string[]): void {
  try {
    if (tokens.length === 0) storage?.removeItem(OVERRIDES_KEY);
    else storage?.setItem(OVERRIDES_KEY, JSON.stringify(tokens));
  } catch {
    // Not kept: the link works for this load.
  }
}

/**
 * The override tokens of this browser: those kept, plus any the address brings (the newest last,
 * at most MAX_RELEASE_OVERRIDES). The address loses its parameter, so a shared or bookmarked
 * address does not carry the override on.
 */
export function releaseOverrides(
  storage: Storage | null = storageOf(),
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string[] {
  const url = new URL(location.href);
  const brought = url.searchParams.getAll(OVERRIDE_PARAM).filter(isToken);
  const kept = keptOverrides(storage);
  if (brought.length === 0) return kept;
  url.searchParams.delete(OVERRIDE_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  const tokens = [...kept.filter((token) => !brought.includes(token)), ...brought].slice(-MAX_RELEASE_OVERRIDES);
  keep(storage, tokens);
  return tokens;
}

/** Ends this browser's overrides: the next load gets what every visitor of its bucket gets. */
export function clearOverrides(storage: Storage | null = storageOf()): void {
  keep(storage, []);
}
