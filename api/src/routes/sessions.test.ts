// Sessions over real HTTP (services/auth/sessions.ts): the token and what is stored of it, the idle
// timeout besides the absolute one, one login at a time (the brand's SINGLE_LOGIN, on unless
// set false), and a password reset ending every session.
import type { FastifyInstance } from 'fastify';
import { OUTBOX_PURPOSE_FORGOT_PASSWORD } from '../services/auth/index.js';
import { sha256 } from '../lib/tokens.js';
import { login, post, startApp, tokenFor } from '../test/helpers.js';
import { asOwner } from '../test/operator.js';

jest.setTimeout(60_000);

const layout = (app: FastifyInstance, token: string) =>
  post(app, '/api/member/profile/common/layout', {}, { authorization: token });
const works = async (app: FastifyInstance, token: string) => (await layout(app, token)).statusCode === 200;

describe('sessions', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('hands out 32 random bytes as the token and stores only their SHA-256', async () => {
    app = await startApp();
    const token = await tokenFor(app, 'player01', 'player123');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = app.services.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(rows).toEqual([{ token_hash: sha256(token) }]);
    expect(JSON.stringify(app.services.db.prepare('SELECT * FROM sessions').all())).not.toContain(token);
  });

  it('ends a session left unused for SESSION_IDLE_MINUTES; each use restarts the wait', async () => {
    app = await startApp({ SESSION_IDLE_MINUTES: '10' });
    const token = await tokenFor(app, 'player01', 'player123');
    const idle = (minutes: number) =>
      app.services.db.prepare('UPDATE sessions SET last_seen_at = last_seen_at - ?').run(minutes * 60_000);

    idle(9);
    expect(await works(app, token)).toBe(true);
    // 18 minutes after login, 9 after the last use: still live.
    idle(9);
    expect(await works(app, token)).toBe(true);
    idle(10);
    expect(await works(app, token)).toBe(false);
  });

  it('keeps the absolute lifetime however often the session is used', async () => {
    app = await startApp({ SESSION_TTL_MINUTES: '60', SESSION_IDLE_MINUTES: '10' });
    const token = await tokenFor(app, 'player01', 'player123');
    expect(await works(app, token)).toBe(true);
    app.services.db.prepare('UPDATE sessions SET expires_at = expires_at - ?').run(60 * 60_000);
    expect(await works(app, token)).toBe(false);
  });

  it('has no idle timeout with SESSION_IDLE_MINUTES=0', async () => {
    app = await startApp({ SESSION_IDLE_MINUTES: '0' });
    const token = await tokenFor(app, 'player01', 'player123');
    app.services.db.prepare('UPDATE sessions SET last_seen_at = last_seen_at - ?').run(600 * 60_000);
    expect(await works(app, token)).toBe(true);
  });

  it('ends the older sessions of the member on a new login (SINGLE_LOGIN absent: on)', async () => {
    app = await startApp();
    const first = await tokenFor(app, 'player01', 'player123');
    const other = await tokenFor(app, 'agent01', 'agent123');
    const second = await tokenFor(app, 'player01', 'player123');
    expect(await works(app, first)).toBe(false);
    expect(await works(app, second)).toBe(true);
    // Another member's session is not touched.
    expect(await works(app, other)).toBe(true);
  });

  describe('with SINGLE_LOGIN set false for the brand', () => {
    beforeEach(async () => {
      app = await startApp({ CROUPIER_DEV_ROUTES: '1', CROUPIER_DEV_OUTBOX: '1', RATE_LIMIT_PER_MINUTE: '10000' });
      const set = await asOwner(app, '/sites/1/settings', { settings: { SINGLE_LOGIN: false } });
      expect(set.json()).toMatchObject({ code: 100, data: { settings: { SINGLE_LOGIN: false } } });
    });

    it('keeps the older sessions on a new login', async () => {
      const first = await tokenFor(app, 'player01', 'player123');
      const second = await tokenFor(app, 'player01', 'player123');
      expect(await works(app, first)).toBe(true);
      expect(await works(app, second)).toBe(true);
    });

    it('ends every session of the member when the password is reset', async () => {
      const who = { site_id: '1', account: 'forgot01', member_phone: '0912000300' };
      const tokens = [await tokenFor(app, 'forgot01', 'forgot123'), await tokenFor(app, 'forgot01', 'forgot123')];
      expect(await Promise.all(tokens.map((t) => works(app, t)))).toEqual([true, true]);

      expect((await post(app, '/api/forgot_password/sms', who)).json().code).toBe(100);
      const code = app.services.outbox.latestCode(who.member_phone, OUTBOX_PURPOSE_FORGOT_PASSWORD);
      const verified = (await post(app, '/api/forgot_password/verify', { ...who, code })).json();
      const reset = await post(app, '/api/forgot_password/reset', {
        site_id: '1',
        account: who.account,
        token: verified.data.token,
        password: 'brandnew1',
      });
      expect(reset.json().code).toBe(100);

      expect(await Promise.all(tokens.map((t) => works(app, t)))).toEqual([false, false]);
      expect((await login(app, { account: 'forgot01', password: 'brandnew1' })).json().code).toBe(100);
    });
  });
});
