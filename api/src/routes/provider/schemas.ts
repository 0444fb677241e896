// Request fragments and checks shared by the provider endpoints.
import Type from 'typebox';
import type { Config } from '../../config.js';
import { isSiteOrigin } from '../../http/site-origins.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { GameSessions, ProviderMaintenance, SportCatalogue } from '../../services/games/index.js';
import type { GameWallet } from '../../services/cashier/index.js';

export interface ProviderRouteOptions extends RouteOptions {
  wallet: GameWallet;
  gameSessions: GameSessions;
  maintenance: ProviderMaintenance;
  sport: SportCatalogue;
}
export type ProviderRoutePlugin = RoutePlugin<ProviderRouteOptions>;

export const GpId = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' });
export const GameType = Type.Integer({ minimum: 1, maximum: 99 });
/** A game's game_code (GameCode is the table of business codes). */
export const GameCodeText = Type.String({ minLength: 1, maxLength: 64 });
export const Device = Type.Integer({ minimum: 0, maximum: 9 });
export const Currency = Type.String({ minLength: 2, maxLength: 8, pattern: '^[A-Za-z]+$' });
export const LobbyUrl = Type.String({ maxLength: 500 });
/** A game session token as handed out (32 random bytes, base64url). */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]+$/;
export const SessionToken = Type.String({ minLength: 20, maxLength: 100, pattern: SESSION_TOKEN.source });

/**
 * Where the game page's "Back to lobby" link may go: a same-site path ('/close') or an http(s)
 * URL on one of the site's origins (http/site-origins.ts: CORS_ORIGINS, locally any localhost);
 * '' means no link. Never another site, javascript:, data: or protocol-relative ('//host'): the
 * page is on the site's origin, so a foreign link there would lend it the site's name.
 */
export function isLobbyUrl(url: string, config: Pick<Config, 'corsOrigins'>): boolean {
  if (url === '') return true;
  // No spaces, control characters or backslashes (browsers read a backslash as '/').
  if ([...url].some((c) => c <= ' ' || c === '\u007f' || c === '\\')) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      !parsed.username &&
      !parsed.password &&
      isSiteOrigin(parsed.origin, config)
    );
  } catch {
    return false;
  }
}

export const LOBBY_URL_REFUSED = "lobby_url must be a path or a URL on one of the site's origins";

/** The game page of a session. */
export const gameUrl = (token: string) => `/api/provider/slot?token=${token}`;

/** The `lang` header the client sends with every call. */
export const langHeader = (headers: Record<string, string | string[] | undefined>): string | undefined =>
  typeof headers.lang === 'string' ? headers.lang : undefined;
