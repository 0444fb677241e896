// Encrypted entry links (spec 01 §4 "Encrypted entry", POST /get_info_data { enc }): a partner
// site hands the visitor `/?enc=…`, an AES-256-GCM token sealed with the api's entry secret that
// carries a session. GCM authenticates as well as hides it, so a changed byte is refused.
// Wire format: base64url( iv[12] | ciphertext | tag[16] ); the plaintext is JSON.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface EntryPayload {
  tk: string;
  member_id: number;
  member_account: string;
  member_currency: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export type OpenResult =
  { ok: true; payload: EntryPayload } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TOKEN_CHARS = 2048;

function isPayload(value: unknown): value is EntryPayload {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.tk === 'string' &&
    p.tk.length > 0 &&
    Number.isInteger(p.member_id) &&
    typeof p.member_account === 'string' &&
    p.member_account.length > 0 &&
    typeof p.member_currency === 'string' &&
    p.member_currency.length > 0 &&
    Number.isInteger(p.exp)
  );
}

export function createEntryTokens(secret: string, now: () => number = Date.now) {
  // The secret is any text; hashing gives the 32-byte key AES-256 needs.
  const key = createHash('sha256').update(secret).digest();

  return {
    seal(payload: EntryPayload): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },

    open(enc: string): OpenResult {
      if (enc.length > MAX_TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(enc)) return { ok: false, reason: 'malformed' };
      const raw = Buffer.from(enc, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: 'malformed' };
      let text: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        text = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        // Authentication failed: altered, truncated, or sealed with another secret.
        return { ok: false, reason: 'tampered' };
      }
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!isPayload(payload)) return { ok: false, reason: 'malformed' };
      if (payload.exp * 1000 <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, payload };
    },
  };
}
