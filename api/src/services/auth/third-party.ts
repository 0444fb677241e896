// Third-party sign-in: the providers a brand offers (table auth_providers) and the one-time codes
// a provider hands to the /authCallback popup, exchanged once for a session.
// The development provider ('dev') exists only while the api runs with CROUPIER_DEV_OAUTH=1.
import type { AuthProvider } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/tokens.js';

export const DEV_PROVIDER = 'dev';
/** A provider's code is exchanged right away by the popup; it does not need to live long. */
export const OAUTH_CODE_TTL_MS = 2 * 60_000;

export function createThirdParty(db: Db, options: { devOauth: boolean }, now: () => number = Date.now) {
  const list = db.prepare(
    'SELECT provider, name, authorize_url FROM auth_providers WHERE site_id = ? AND enabled = 1 ORDER BY sort, provider',
  );
  const insert = db.prepare(
    'INSERT INTO oauth_codes (code_hash, provider, site_id, member_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const purge = db.prepare('DELETE FROM oauth_codes WHERE expires_at < ?');
  const spend = db.prepare(
    `UPDATE oauth_codes SET used_at = ?
     WHERE code_hash = ? AND provider = ? AND site_id = ? AND used_at IS NULL AND expires_at > ?
     RETURNING member_id`,
  );
  const offered = (p: AuthProvider) => p.provider !== DEV_PROVIDER || options.devOauth;
  const providers = (siteId: string): AuthProvider[] => (list.all(siteId) as AuthProvider[]).filter(offered);

  return {
    providers,
    isEnabled(siteId: string, provider: string): boolean {
      return providers(siteId).some((p) => p.provider === provider);
    },
    issueCode(provider: string, siteId: string, memberId: number): string {
      const code = randomToken();
      const t = now();
      purge.run(t - 24 * 60 * 60_000);
      insert.run(sha256(code), provider, siteId, memberId, t, t + OAUTH_CODE_TTL_MS);
      return code;
    },
    /** The member the code was issued for, once; null when unknown, expired, used or of another provider or site. */
    spendCode(code: string, provider: string, siteId: string): number | null {
      const t = now();
      return (spend.get(t, sha256(code), provider, siteId, t) as { member_id: number } | undefined)?.member_id ?? null;
    },
  };
}
