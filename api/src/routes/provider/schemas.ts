// Body fragments and checks shared by the provider endpoints.
import type { RouteOptions } from '../../http/route-options.js';
import type { GameSessions } from '../../services/game-sessions.js';
import type { ProviderMaintenance } from '../../services/game-sessions-maintenance.js';
import type { GameWallet } from '../../services/game-wallet.js';
import type { SportCatalogue } from '../../services/provider-pages-sport.js';

export interface ProviderRouteOptions extends RouteOptions {
  wallet: GameWallet;
  gameSessions: GameSessions;
  maintenance: ProviderMaintenance;
  sport: SportCatalogue;
}

export const gpId = { type: 'string', minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' } as const;
export const gameType = { type: 'integer', minimum: 1, maximum: 99 } as const;
export const gameCode = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const device = { type: 'integer', minimum: 0, maximum: 9 } as const;
export const siteId = { type: 'string', minLength: 1, maxLength: 32 } as const;
export const currency = { type: 'string', minLength: 2, maxLength: 8, pattern: '^[A-Za-z]+$' } as const;
export const lobbyUrl = { type: 'string', maxLength: 500 } as const;
/** A game session token as handed out (32 random bytes, base64url). */
export const sessionToken = { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

/**
 * Where the game page's "Back to lobby" link may go: a same-site path ('/close') or an http(s)
 * URL; '' means no link. Never javascript:, data: or protocol-relative ('//host').
 */
export function isLobbyUrl(url: string): boolean {
  if (url === '') return true;
  // No spaces, control characters or backslashes (browsers read a backslash as '/').
  if ([...url].some((c) => c <= ' ' || c === '\u007f' || c === '\\')) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** The game page of a session. */
export const gameUrl = (token: string) => `/api/provider/slot?token=${token}`;

/** The `lang` header the client sends with every call. */
export const langHeader = (headers: Record<string, string | string[] | undefined>): string | undefined =>
  typeof headers.lang === 'string' ? headers.lang : undefined;
