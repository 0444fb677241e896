import type { FastifyInstance } from 'fastify';
import { LOCAL_OWNER } from '../../../db/seeds/operators.js';
import { totpCode } from '../../../services/operators/index.js';
import { send, startApp } from '../../../test/helpers.js';
import { nextCode, operatorWithRoles, signInOperator } from '../../../test/operator.js';

const json = { 'content-type': 'application/json' };
const login = (app: FastifyInstance, account: string, password: string) =>
  send(app, '/api/operator/auth/login', { headers: json, body: JSON.stringify({ account, password }) });
const cookieOf = (set: string | null) => /croupier_operator=[^;]*/.exec(set ?? '')![0];

describe('operator sign-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('takes the password, then a TOTP code, and sets a strict httpOnly cookie on /api/operator only', async () => {
    const first = await login(app, LOCAL_OWNER.account, LOCAL_OWNER.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ next: 'totp' });
    // The password alone opens nothing.
    const early = await send(app, '/api/operator/me', {
      method: 'GET',
      headers: { cookie: cookieOf(first.headers.get('set-cookie')) },
    });
    expect(early.statusCode).toBe(401);

    const second = await send(app, '/api/operator/auth/second-factor', {
      headers: { ...json, cookie: cookieOf(first.headers.get('set-cookie')) },
      body: JSON.stringify({ code: nextCode(app, LOCAL_OWNER.totp_secret) }),
    });
    expect(second.statusCode).toBe(200);
    const set = second.headers.get('set-cookie')!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/Secure/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Path=\/api\/operator/);
    const me = await send(app, '/api/operator/me', { method: 'GET', headers: { cookie: cookieOf(set) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.operator).toMatchObject({ account: 'owner', roles: ['owner'], all_sites: true });
    expect(me.json().data.operator.permissions).toContain('members.adjust_wallet');
    expect(me.json().data.operator.permissions).not.toContain('compliance.decide');
  });

  it('refuses a wrong password, an unknown account and a wrong code alike with 401', async () => {
    expect((await login(app, 'owner', 'not-the-password')).statusCode).toBe(401);
    expect((await login(app, 'nobody-here', 'whatever-password')).statusCode).toBe(401);
    const first = await login(app, LOCAL_OWNER.account, LOCAL_OWNER.password);
    const wrong = await send(app, '/api/operator/auth/second-factor', {
      headers: { ...json, cookie: cookieOf(first.headers.get('set-cookie')) },
      body: JSON.stringify({ code: '000000' }),
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a TOTP code used once already (replay)', async () => {
    const code = nextCode(app, LOCAL_OWNER.totp_secret);
    const tryCode = async () => {
      const first = await login(app, LOCAL_OWNER.account, LOCAL_OWNER.password);
      return send(app, '/api/operator/auth/second-factor', {
        headers: { ...json, cookie: cookieOf(first.headers.get('set-cookie')) },
        body: JSON.stringify({ code }),
      });
    };
    expect((await tryCode()).statusCode).toBe(200);
    expect((await tryCode()).statusCode).toBe(401);
  });
});

// Its own database: the tests above spend the owner's TOTP steps of this half-minute.
describe('operators and their sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('enrols a new operator at its first sign-in, with recovery codes each good once', async () => {
    const owner = await signInOperator(app);
    const cashier = await operatorWithRoles(app, owner, 'cashier1', ['cashier']);
    expect(cashier.recoveryCodes).toHaveLength(10);
    const me = await cashier.call('/me');
    expect(me.json().data.operator).toMatchObject({ account: 'cashier1', roles: ['cashier'], totp_enrolled: true });

    const useRecovery = async () => {
      const first = await login(app, 'cashier1', 'cashier1-password-long');
      expect(first.json().data).toEqual({ next: 'totp' });
      return send(app, '/api/operator/auth/second-factor', {
        headers: { ...json, cookie: cookieOf(first.headers.get('set-cookie')) },
        body: JSON.stringify({ recovery_code: cashier.recoveryCodes[0]!.toUpperCase() }),
      });
    };
    expect((await useRecovery()).statusCode).toBe(200);
    expect((await useRecovery()).statusCode).toBe(401);
  });

  it('throttles an account after repeated failures, whatever the password', async () => {
    for (let i = 0; i < 5; i++) expect((await login(app, 'throttled-one', 'wrong-password')).statusCode).toBe(401);
    const refused = await login(app, 'throttled-one', 'wrong-password');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data.retry_after_s).toBeGreaterThan(0);
  });

  it('ends the session at logout, and a forged cookie is refused', async () => {
    const support = await operatorWithRoles(app, await signInOperator(app), 'support1', ['support']);
    expect((await support.call('/auth/logout', {})).statusCode).toBe(200);
    expect((await support.call('/me')).statusCode).toBe(401);
    const noPassword = await send(app, '/api/operator/auth/second-factor', {
      headers: json,
      body: JSON.stringify({ code: '123456' }),
    });
    expect([noPassword.statusCode, noPassword.json().data]).toEqual([401, { next: 'password' }]);
    const forged = await send(app, '/api/operator/me', {
      method: 'GET',
      headers: { cookie: `croupier_operator=${'A'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a change without the session CSRF token', async () => {
    const owner = await signInOperator(app);
    const noCsrf = await send(app, '/api/operator/sites/1/modules/mf-promotions', {
      headers: { ...json, cookie: owner.cookie },
      body: JSON.stringify({ enabled: true }),
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('keeps the codes of its TOTP standard (RFC 6238 vector for SHA-1)', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s -> 94287082 (8 digits); its last 6.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });
});
