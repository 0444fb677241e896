import type { FastifyInstance } from 'fastify';
import { sessionIdOf, type LoginSession, type NewStyleResponse } from '@croupier/shared/contracts';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../services/auth/index.js';
import { startPusherRecorder, type PusherRecorder } from '../test/pusher-recorder.js';
import { login, post, startApp } from '../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

/** The per-account throttle (login-throttle.test.ts) off, so the per-IP limits are seen alone. */
const PER_IP_ONLY = { LOGIN_ACCOUNT_LOCK_AFTER: '0', LOGIN_ACCOUNT_DELAY_SECONDS: '0' };

describe('POST /api/login', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('logs a member in: session in the new style, token also in the authorization header', async () => {
    app = await startApp();
    const res = await login(app);

    expect(res.statusCode).toBe(200);
    const json = res.json() as NewStyleResponse<LoginSession>;
    expect(json.code).toBe(100);
    expect(json.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      member_id: expect.any(Number),
      member_account: 'player01',
      member_currency: 'USD',
      member_type: 1,
      site_id: '1',
    });
    expect(res.headers.get('authorization')).toBe(json.data.token);
  });

  it('gives every login a new token and stores only its hash', async () => {
    app = await startApp();
    const a = (await login(app)).json() as NewStyleResponse<LoginSession>;
    const b = (await login(app)).json() as NewStyleResponse<LoginSession>;
    expect(a.data.token).not.toBe(b.data.token);
    const stored = app.services.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.token_hash)).not.toContain(a.data.token);
  });

  it('matches the account name without regard to case', async () => {
    app = await startApp();
    const json = (await login(app, { account: 'PLAYER01' })).json() as NewStyleResponse<LoginSession>;
    expect(json.code).toBe(100);
    expect(json.data.member_account).toBe('player01');
  });

  it('logs an active agent in with its member type', async () => {
    app = await startApp();
    const json = (
      await login(app, { account: 'agent01', password: 'agent123' })
    ).json() as NewStyleResponse<LoginSession>;
    expect(json.code).toBe(100);
    expect(json.data.member_type).toBe(2);
  });

  it.each([
    ['a wrong captcha answer', { answer: '0000' }, 105],
    ['an unknown captcha token', { captcha_token: 'no-such-token' }, 105],
    ['a wrong password', { password: 'player999' }, 101],
    ['an unknown account', { account: 'nobody42' }, 101],
    ['another site', { site_id: '2' }, 101],
    ['a disabled account', { account: 'locked01', password: 'locked123' }, 102],
    ['a frozen account', { account: 'frozen01', password: 'frozen123' }, 103],
    ['a disabled account with a wrong password', { account: 'locked01', password: 'guess123' }, 101],
  ])('refuses %s with code %i and no session', async (_what, overrides, code) => {
    app = await startApp();
    const res = await login(app, overrides);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code, message: expect.any(String), data: null });
    expect(res.headers.get('authorization')).toBeNull();
    const sessions = app.services.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number };
    expect(sessions.n).toBe(0);
  });

  it('refuses a blocklisted IP with code 106', async () => {
    app = await startApp();
    app.services.db
      .prepare("INSERT INTO ip_blocklist (ip, reason, created_at) VALUES ('198.51.100.9', 'abuse', 0)")
      .run();
    expect((await login(app, {}, '198.51.100.9')).json().code).toBe(106);
    expect((await login(app, {}, '198.51.100.10')).json().code).toBe(100);
  });

  it(`stops an IP after ${LOGIN_FAILURES_PER_ACCOUNT} failures on one account, even with the right password`, async () => {
    app = await startApp(PER_IP_ONLY);
    const ip = '203.0.113.50';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(app, { password: 'wrong-1' }, ip)).json().code).toBe(101);
    }
    const limited = (await login(app, {}, ip)).json();
    expect(limited).toEqual({
      code: 996,
      message: expect.stringContaining('Too many failed login attempts'),
      data: null,
    });

    // Another IP, or the same IP on another account, is not affected.
    expect((await login(app, {}, '203.0.113.51')).json().code).toBe(100);
    expect((await login(app, { account: 'agent01', password: 'agent123' }, ip)).json().code).toBe(100);
  });

  it('lets the IP in again once the failures are older than the window', async () => {
    app = await startApp(PER_IP_ONLY);
    const ip = '203.0.113.60';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) await login(app, { password: 'wrong-1' }, ip);
    expect((await login(app, {}, ip)).json().code).toBe(996);
    app.services.db.prepare('UPDATE login_attempts SET created_at = created_at - 11 * 60 * 1000').run();
    expect((await login(app, {}, ip)).json().code).toBe(100);
  });

  it('records every attempt with its result', async () => {
    app = await startApp();
    await login(app, { password: 'wrong-1', device: '2', browser: 'Safari' }, '203.0.113.70');
    await login(app, {}, '203.0.113.70');
    const rows = app.services.db
      .prepare('SELECT member_account, ip, remote_addr, device, browser, result_code FROM login_attempts ORDER BY id')
      .all();
    expect(rows).toEqual([
      {
        member_account: 'player01',
        ip: '203.0.113.70',
        remote_addr: '203.0.113.7',
        device: '2',
        browser: 'Safari',
        result_code: 101,
      },
      {
        member_account: 'player01',
        ip: '203.0.113.70',
        remote_addr: '203.0.113.7',
        device: '1',
        browser: 'Chromium',
        result_code: 100,
      },
    ]);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a missing password', { account: 'player01', site_id: '1', answer: '1', captcha_token: 'x' }],
    ['a number as account', { account: 12, password: {}, site_id: '1', answer: '1', captcha_token: 'x' }],
    ['an array', [1, 2, 3]],
    [
      'an oversized account',
      { account: 'a'.repeat(5000), password: 'x', site_id: '1', answer: '1', captcha_token: 'x' },
    ],
  ])('answers %s with a 400 JSON error, never a 500', async (_what, payload) => {
    app = await startApp();
    const res = await post(app, '/api/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: expect.any(String), data: null });
  });

  describe('with a realtime server', () => {
    let recorder: PusherRecorder;
    beforeEach(async () => (recorder = await startPusherRecorder()));
    afterEach(() => recorder.close());

    it('tells the member’s other windows about the new session on private-member.{id}', async () => {
      app = await startApp({ PUSHER_PORT: String(recorder.port) });
      const json = (await login(app)).json() as NewStyleResponse<LoginSession>;
      const [event] = await recorder.waitFor(1);
      expect(event?.body.name).toBe('login');
      expect(event?.body.channels).toEqual([`private-member.${json.data.member_id}`]);
      // The session's public id, never the token: a socket of an older, revoked session may hear it.
      expect(JSON.parse(event!.body.data)).toEqual({ session_id: sessionIdOf(json.data.token) });
      expect(event!.body.data).not.toContain(json.data.token);
    });
  });
});
