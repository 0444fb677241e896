import { loadConfig, ConfigError } from '../../config.js';
import { createEntryTokens, type EntryPayload } from './entry-tokens.js';

const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);
const payload = (exp = NOW / 1000 + 60): EntryPayload => ({
  tk: 'session-token',
  member_id: 12,
  member_account: 'player01',
  member_currency: 'USD',
  exp,
});

describe('entry tokens (AES-256-GCM)', () => {
  const tokens = createEntryTokens('secret-a', () => NOW);

  it('opens what it sealed, and the token does not show the session in clear', () => {
    const enc = tokens.seal(payload());
    expect(enc).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(enc, 'base64url').toString('latin1')).not.toContain('session-token');
    expect(tokens.open(enc)).toEqual({ ok: true, payload: payload() });
  });

  it('seals the same payload differently each time (random IV)', () => {
    expect(tokens.seal(payload())).not.toBe(tokens.seal(payload()));
  });

  it('refuses an expired token', () => {
    expect(tokens.open(tokens.seal(payload(NOW / 1000)))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token with one byte changed', () => {
    const raw = Buffer.from(tokens.seal(payload()), 'base64url');
    raw[14] = (raw[14] ?? 0) ^ 1;
    expect(tokens.open(raw.toString('base64url'))).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a token sealed with another secret', () => {
    const other = createEntryTokens('secret-b', () => NOW);
    expect(tokens.open(other.seal(payload()))).toEqual({ ok: false, reason: 'tampered' });
  });

  it.each([['not base64url!'], ['abc'], ['A'.repeat(3000)]])('refuses the malformed token %#', (enc) => {
    expect(tokens.open(enc)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a well-sealed payload that lacks a field', () => {
    const { member_currency: _dropped, ...partial } = payload();
    expect(tokens.open(tokens.seal(partial as EntryPayload))).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('CROUPIER_ENTRY_SECRET', () => {
  it('is read from the environment', () => {
    expect(loadConfig({ CROUPIER_ENTRY_SECRET: 'from-env' }).entrySecret).toBe('from-env');
  });

  it('must be set in production', () => {
    const production = {
      CROUPIER_ENV: 'production',
      PUSHER_APP_KEY: 'k',
      PUSHER_APP_SECRET: 's',
      CROUPIER_RELEASE_TOKENS: 'ops:a-release-token-of-our-own:*',
      CROUPIER_RELEASE_OVERRIDE_SECRET: 'an-override-link-secret-of-our-own-0123',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/CROUPIER_ENTRY_SECRET/);
    expect(loadConfig({ ...production, CROUPIER_ENTRY_SECRET: 'x'.repeat(32) }).entrySecret).toHaveLength(32);
  });
});
