// The override links' tokens with a clock of the test's: a token verifies for its site, remote and
// version until it expires, and nothing else verifies — another site, a changed character, another
// secret, a release no longer registered, and any string that is not a token (never a throw).
import crypto from 'node:crypto';
import { openDatabase } from '../../db/database.js';
import { createReleaseOverrides, OVERRIDE_TOKEN_MAX } from './overrides.js';
import { createReleaseRegistry } from './registry.js';

const SECRET = 'a-test-override-secret-of-32-characters-or-more';
const VERSION = '0.2.0+4b1c9e07d2aa';
const MANIFEST_URL = `https://cdn.croupier.example/releases/mf-games/${encodeURIComponent(VERSION)}/mf-manifest.json`;
const START = Date.UTC(2026, 11, 7, 12, 0, 0);

function setup(secret = SECRET) {
  const db = openDatabase(':memory:');
  const insertSite = db.prepare(
    "INSERT INTO sites (site_id, site_name, settings, env_config, created_at) VALUES (?, ?, '{}', '{}', 0)",
  );
  insertSite.run('1', 'one');
  insertSite.run('2', 'two');
  let t = START;
  const clock = () => t;
  const registry = createReleaseRegistry(db, (module) => module.startsWith('mf-'), clock);
  const registered = registry.register(
    'mf-games',
    { version: VERSION, manifest_url: MANIFEST_URL, record: { remote: 'mf-games', version: VERSION } },
    'games',
  );
  expect(registered.status).toBe(201);
  const overrides = createReleaseOverrides(db, registry, secret, clock);
  const issue = (input: Partial<Parameters<typeof overrides.issue>[0]> = {}) => {
    const outcome = overrides.issue({ site_id: '1', module: 'mf-games', version: VERSION, minutes: 60, ...input });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  };
  return { db, overrides, issue, advance: (ms: number) => (t += ms) };
}

/** A token of this secret for any payload text: what only a holder of the secret could make. */
function signed(payloadText: string, secret = SECRET): string {
  const payloadPart = Buffer.from(payloadText, 'utf8').toString('base64url');
  return `${payloadPart}.${crypto.createHmac('sha256', secret).update(payloadPart).digest('base64url')}`;
}

/** The token with its character at `index` replaced by another base64url character. */
function changedAt(token: string, index: number): string {
  const other = token[index] === 'A' ? 'B' : 'A';
  return token.slice(0, index) + other + token.slice(index + 1);
}

describe('release overrides', () => {
  it('verifies a token for its site, remote and version, with its manifest and expiry', () => {
    const { overrides, issue } = setup();
    const { token, expires_at } = issue({ minutes: 30 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(expires_at).toBe(START + 30 * 60_000);
    expect(overrides.verify(token, '1')).toEqual({
      module: 'mf-games',
      version: VERSION,
      manifest_url: MANIFEST_URL,
      expires_at,
    });
  });

  it("is another site's null", () => {
    const { overrides, issue } = setup();
    const { token } = issue();
    expect(overrides.verify(token, '2')).toBeNull();
    expect(overrides.verify(token, '')).toBeNull();
  });

  it('holds until its expiry and is null from then on', () => {
    const { overrides, issue, advance } = setup();
    const { token, expires_at } = issue({ minutes: 1 });
    advance(expires_at - START - 1);
    expect(overrides.verify(token, '1')).not.toBeNull();
    advance(1);
    expect(overrides.verify(token, '1')).toBeNull();
    advance(24 * 3_600_000);
    expect(overrides.verify(token, '1')).toBeNull();
  });

  it('is null with any one character of its payload or signature changed', () => {
    const { overrides, issue } = setup();
    const { token } = issue();
    const dot = token.indexOf('.');
    for (let i = 0; i < token.length; i++) {
      if (i === dot) continue;
      expect([i, overrides.verify(changedAt(token, i), '1')]).toEqual([i, null]);
    }
  });

  it('is null when signed with another secret', () => {
    const { overrides } = setup();
    const { issue } = setup('another-override-secret-of-32-characters-or-more');
    const { token } = issue();
    expect(overrides.verify(token, '1')).toBeNull();
    // The same payload, signed as a forger guessing the public development secret would.
    const payload = Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8');
    expect(overrides.verify(signed(payload, 'croupier-dev-release-override-secret'), '1')).toBeNull();
    expect(overrides.verify(signed(payload), '1')).not.toBeNull();
  });

  it('is null once its release is no longer registered', () => {
    const { db, overrides, issue } = setup();
    const { token } = issue();
    db.prepare('DELETE FROM releases WHERE module = ? AND version = ?').run('mf-games', VERSION);
    expect(overrides.verify(token, '1')).toBeNull();
  });

  it('is null for a payload of this secret but of another release or of the wrong shape', () => {
    const { overrides } = setup();
    const exp = Math.floor(START / 1000) + 3600;
    const good = { site_id: '1', module: 'mf-games', version: VERSION, exp };
    expect(overrides.verify(signed(JSON.stringify(good)), '1')).not.toBeNull();
    const payloads: unknown[] = [
      { ...good, version: '0.3.0+ffffffffffff' },
      { ...good, module: 'mf-promotions' },
      { ...good, exp: String(exp) },
      { ...good, exp: exp + 0.5 },
      { ...good, exp: -1 },
      { ...good, site_id: 1 },
      { ...good, extra: true },
      { site_id: '1', module: 'mf-games', version: VERSION },
      [good],
      null,
      'mf-games',
      42,
    ];
    for (const payload of payloads)
      expect([payload, overrides.verify(signed(JSON.stringify(payload)), '1')]).toEqual([payload, null]);
    for (const text of ['', 'not json', '{"site_id":"1"', '\u0000\u00ff'])
      expect(overrides.verify(signed(text), '1')).toBeNull();
  });

  it('is null, never a throw, for strings that are no token', () => {
    const { overrides, issue } = setup();
    const { token } = issue();
    const [payloadPart, signaturePart] = token.split('.') as [string, string];
    const garbage: unknown[] = [
      '',
      '.',
      'no-dot-at-all',
      token.replace('.', ''),
      `${token}.`,
      `.${token}`,
      `${payloadPart}.${signaturePart}.${signaturePart}`,
      `${payloadPart}.`,
      `.${signaturePart}`,
      `${payloadPart}.${signaturePart}=`,
      `${payloadPart}=.${signaturePart}`,
      `${payloadPart}.${signaturePart.slice(0, -1)}`,
      `${payloadPart}.${signaturePart}A`,
      `${payloadPart}.${Buffer.from(signaturePart, 'base64url').toString('base64')}`,
      `${payloadPart}!.${signaturePart}`,
      `${payloadPart} .${signaturePart}`,
      ` ${token}`,
      `${Buffer.from('{"site_id":"1"}').toString('base64url')}.${signaturePart}`,
      `${Buffer.from('plain text, no JSON').toString('base64url')}.${signaturePart}`,
      'a'.repeat(OVERRIDE_TOKEN_MAX + 1),
      `${'A'.repeat(10 * OVERRIDE_TOKEN_MAX)}.${signaturePart}`,
      'é.ü',
      '%00.%00',
      undefined,
      null,
      42,
      { token },
      [token],
    ];
    for (const candidate of garbage) expect(overrides.verify(candidate, '1')).toBeNull();
    expect(overrides.verify(token, '1')).not.toBeNull();
  });

  it('issues only for a known site and a registered release of a remote, for 1 to 1440 minutes', () => {
    const { overrides } = setup();
    const input = { site_id: '1', module: 'mf-games', version: VERSION, minutes: 60 };
    expect(overrides.issue({ ...input, minutes: 1440 }).ok).toBe(true);
    expect(overrides.issue({ ...input, minutes: 1 }).ok).toBe(true);
    const refusals: [Partial<typeof input>, number, RegExp][] = [
      [{ minutes: 0 }, 400, /minutes/],
      [{ minutes: 1441 }, 400, /minutes/],
      [{ minutes: 1.5 }, 400, /minutes/],
      [{ module: 'not-a-remote' }, 400, /no remote/],
      [{ site_id: 'nowhere' }, 404, /site 'nowhere' not found/],
      [{ version: '0.3.0+ffffffffffff' }, 404, /not a registered release/],
    ];
    for (const [change, status, message] of refusals) {
      expect(overrides.issue({ ...input, ...change })).toEqual({
        ok: false,
        status,
        message: expect.stringMatching(message),
      });
    }
  });
});
