// Override links: a signed, expiring token that puts ONE browser of a site on a given release of
// a remote (QA on the live site); every other visitor keeps the live map's release. The token is
// what the browser carries, so it holds everything it needs and the api keeps no record of it:
//   base64url(JSON { site_id, module, version, exp })  '.'  base64url(HMAC-SHA256(secret, first part))
// exp in epoch seconds. verify answers null, never throws, for anything but a token this secret
// signed for that site, not yet expired, of a release still registered.
import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import { done, refused, type Outcome } from './outcome.js';
import type { ReleaseRegistry } from './registry.js';

export interface OverrideInput {
  site_id: string;
  module: string;
  version: string;
  /** How long the link holds, OVERRIDE_MINUTES.min..max. */
  minutes: number;
}

/** An issued override link's token and when it ends (epoch milliseconds, as the api's other times). */
export interface IssuedOverride {
  token: string;
  expires_at: number;
}

/** The release a verified token puts its browser on. */
export interface ReleaseOverride {
  module: string;
  version: string;
  manifest_url: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

/** How long an override link may hold, in minutes, and how long when not told. */
export const OVERRIDE_MINUTES = { min: 1, max: 1440, default: 60 } as const;

/** The query parameter of a page's URL that carries an override link's token. */
export const OVERRIDE_QUERY = 'cr_release';

/** The longest token verify reads; an issued one is a few hundred characters at most. */
export const OVERRIDE_TOKEN_MAX = 1024;

interface Payload {
  site_id: string;
  module: string;
  version: string;
  exp: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const PAYLOAD_KEYS = ['exp', 'module', 'site_id', 'version'];

/** The payload, when the JSON text is exactly one (its four keys, of their types); else null. */
function payloadOf(text: string): Payload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const keys = Object.keys(value).sort();
  if (keys.length !== PAYLOAD_KEYS.length || keys.some((key, i) => key !== PAYLOAD_KEYS[i])) return null;
  const { site_id, module, version, exp } = value as Record<string, unknown>;
  if (typeof site_id !== 'string' || typeof module !== 'string' || typeof version !== 'string') return null;
  if (typeof exp !== 'number' || !Number.isSafeInteger(exp) || exp <= 0) return null;
  return { site_id, module, version, exp };
}

/**
 * @param secret CROUPIER_RELEASE_OVERRIDE_SECRET, the HMAC key.
 * @param now epoch milliseconds (a test's clock).
 */
export function createReleaseOverrides(
  db: Db,
  registry: ReleaseRegistry,
  secret: string,
  now: () => number = Date.now,
) {
  const siteExists = db.prepare('SELECT 1 FROM sites WHERE site_id = ?').pluck();
  const sign = (payloadPart: string) =>
    crypto.createHmac('sha256', secret).update(payloadPart, 'utf8').digest('base64url');

  return {
    /**
     * A token for the release on the site, holding `minutes` from now: 400 for minutes out of
     * OVERRIDE_MINUTES or a module that is no remote, 404 for an unknown site or a version not
     * registered for the module. Nothing is written.
     */
    issue({ site_id, module, version, minutes }: OverrideInput): Outcome<IssuedOverride> {
      if (!registry.isRemote(module)) return refused(400, `'${module.slice(0, 64)}' is no remote of the manifest`);
      if (!Number.isInteger(minutes) || minutes < OVERRIDE_MINUTES.min || minutes > OVERRIDE_MINUTES.max)
        return refused(400, `minutes must be a whole number from ${OVERRIDE_MINUTES.min} to ${OVERRIDE_MINUTES.max}`);
      if (!siteExists.get(site_id)) return refused(404, `site '${site_id}' not found`);
      if (!registry.find(module, version)) return refused(404, `${module} ${version} is not a registered release`);
      const exp = Math.floor((now() + minutes * 60_000) / 1000);
      const payload: Payload = { site_id, module, version, exp };
      const payloadPart = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
      return done({ token: `${payloadPart}.${sign(payloadPart)}`, expires_at: exp * 1000 });
    },

    /**
     * The release the token puts a browser of the site on; null for anything else: not a string,
     * over OVERRIDE_TOKEN_MAX, not two base64url parts, a signature not this secret's (compared in
     * constant time), a payload of another shape, another site's, expired, or a release no longer
     * registered.
     */
    verify(token: unknown, site_id: string): ReleaseOverride | null {
      try {
        if (typeof token !== 'string' || token.length > OVERRIDE_TOKEN_MAX) return null;
        const parts = token.split('.');
        if (parts.length !== 2) return null;
        const [payloadPart = '', signaturePart = ''] = parts;
        if (!BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart)) return null;
        // Compared as text, not as decoded bytes: base64url's last character carries unused bits,
        // so two spellings decode to the same signature, and only the one issued is the token.
        const expected = Buffer.from(sign(payloadPart), 'ascii');
        const presented = Buffer.from(signaturePart, 'ascii');
        if (presented.length !== expected.length || !crypto.timingSafeEqual(presented, expected)) return null;
        const payload = payloadOf(Buffer.from(payloadPart, 'base64url').toString('utf8'));
        if (!payload || payload.site_id !== site_id || now() >= payload.exp * 1000) return null;
        const release = registry.find(payload.module, payload.version);
        if (!release) return null;
        return {
          module: release.module,
          version: release.version,
          manifest_url: release.manifest_url,
          expires_at: payload.exp * 1000,
        };
      } catch {
        // A store that fails to answer is no override: the browser loads the live map's release.
        return null;
      }
    },
  };
}
