// Forgot password by SMS: a code to the account's phone (one per SMS_COUNTDOWN_S), verified once
// for a token, which sets a new password and ends every session of the member.
import type { FastifyInstance } from 'fastify';
import { FORGOT_PASSWORD_CODE, SMS_COUNTDOWN_S, SmsCode, type LoginSession } from '@croupier/shared/contracts';
import { OUTBOX_PURPOSE_FORGOT_PASSWORD } from '../../services/auth/index.js';
import { SEEDED, json, login, otherCode, post, sentCode, sessionWorks, startAuthApp } from './__tests__/helpers.js';

jest.setTimeout(90_000);

const { forgot } = SEEDED;
const who = { site_id: '1', account: forgot.account, member_phone: forgot.phone };
const sms = (app: FastifyInstance, over: Record<string, unknown> = {}) =>
  json<{ retry_after_s: number }>(post(app, '/api/forgot_password/sms', { ...who, ...over }));
const verify = (app: FastifyInstance, code: string, over: Record<string, unknown> = {}) =>
  json<{ token: string }>(post(app, '/api/forgot_password/verify', { ...who, code, ...over }));
const reset = (app: FastifyInstance, token: string, password = 'brandnew1', over: Record<string, unknown> = {}) =>
  json(post(app, '/api/forgot_password/reset', { site_id: '1', account: forgot.account, token, password, ...over }));
/** Lets the resend countdown pass, as if SMS_COUNTDOWN_S had gone by. */
const countdownPassed = (app: FastifyInstance) =>
  app.services.db.prepare('UPDATE outbox SET created_at = created_at - ?').run(SMS_COUNTDOWN_S * 1000);

describe('forgot password by SMS', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await startAuthApp();
  });
  afterEach(() => app.close());

  it('sends a code, verifies it for a token, sets the new password and ends the old sessions', async () => {
    const before = await json<LoginSession>(login(app, { account: forgot.account, password: forgot.password }));
    expect(await sessionWorks(app, before.data.token)).toBe(true);

    expect(await sms(app)).toMatchObject({ code: 100, data: { retry_after_s: SMS_COUNTDOWN_S } });
    const code = sentCode(app, forgot.phone, OUTBOX_PURPOSE_FORGOT_PASSWORD);
    expect(app.services.outbox.list({ to: forgot.phone })[0]).toMatchObject({ channel: 'sms', code });

    const verified = await verify(app, code);
    expect(verified.code).toBe(100);
    expect((await reset(app, verified.data.token)).code).toBe(100);

    expect(await sessionWorks(app, before.data.token)).toBe(false);
    expect((await json(login(app, { account: forgot.account, password: forgot.password }))).code).toBe(101);
    expect((await json(login(app, { account: forgot.account, password: 'brandnew1' }))).code).toBe(100);
    // The token and the code were for once.
    expect((await reset(app, verified.data.token, 'again1234')).code).toBe(FORGOT_PASSWORD_CODE.tokenInvalid);
    expect((await verify(app, code)).code).toBe(FORGOT_PASSWORD_CODE.codeExpired);
  });

  it('blocks another SMS for SMS_COUNTDOWN_S (102) and sends again after it', async () => {
    expect((await sms(app)).code).toBe(100);
    const early = await sms(app);
    expect(early.code).toBe(SmsCode.rateLimited);
    expect(early.data.retry_after_s).toBeGreaterThan(SMS_COUNTDOWN_S - 5);
    countdownPassed(app);
    expect((await sms(app)).code).toBe(100);
    expect(app.services.outbox.list({ to: forgot.phone })).toHaveLength(2);
  });

  it.each([
    ['another phone', { member_phone: '0999999999' }, SmsCode.phoneVerifyError],
    ['an unknown account', { account: 'nobody77' }, SmsCode.phoneVerifyError],
    ['a phone that is not digits', { member_phone: '09-12ab' }, SmsCode.phoneVerifyError],
    ['a blank phone', { member_phone: ' ' }, SmsCode.phoneBlank],
  ])('refuses an SMS for %s', async (_label, over, code) => {
    expect((await sms(app, over)).code).toBe(code);
    expect(app.services.outbox.list({ purpose: OUTBOX_PURPOSE_FORGOT_PASSWORD })).toEqual([]);
  });

  it('answers 113 to a wrong code and 101 once the code has expired, been burnt or never sent', async () => {
    expect((await verify(app, '123456')).code).toBe(FORGOT_PASSWORD_CODE.codeExpired);
    await sms(app);
    const code = sentCode(app, forgot.phone, OUTBOX_PURPOSE_FORGOT_PASSWORD);
    expect((await verify(app, otherCode(code))).code).toBe(FORGOT_PASSWORD_CODE.codeWrong);
    expect((await verify(app, '12')).code).toBe(FORGOT_PASSWORD_CODE.codeWrong);
    for (let i = 0; i < 4; i += 1) await verify(app, otherCode(code));
    // Five wrong guesses burn the code: even the right one is refused, as expired.
    expect((await verify(app, code)).code).toBe(FORGOT_PASSWORD_CODE.codeExpired);

    countdownPassed(app);
    await sms(app);
    const next = sentCode(app, forgot.phone, OUTBOX_PURPOSE_FORGOT_PASSWORD);
    app.services.db.prepare('UPDATE outbox SET expires_at = 0').run();
    expect((await verify(app, next)).code).toBe(FORGOT_PASSWORD_CODE.codeExpired);
  });

  it('refuses a password of the wrong length (202) and a token of another account (101)', async () => {
    await sms(app);
    const { data } = await verify(app, sentCode(app, forgot.phone, OUTBOX_PURPOSE_FORGOT_PASSWORD));
    expect((await reset(app, data.token, '12345')).code).toBe(FORGOT_PASSWORD_CODE.passwordInvalid);
    expect((await reset(app, data.token, '1234567890123')).code).toBe(FORGOT_PASSWORD_CODE.passwordInvalid);
    expect((await reset(app, data.token, 'brandnew1', { account: 'player01' })).code).toBe(
      FORGOT_PASSWORD_CODE.tokenInvalid,
    );
    expect((await reset(app, 'made-up')).code).toBe(FORGOT_PASSWORD_CODE.tokenInvalid);
    app.services.db.prepare('UPDATE password_reset_tokens SET expires_at = 0').run();
    expect((await reset(app, data.token)).code).toBe(FORGOT_PASSWORD_CODE.tokenInvalid);
  });

  it('never answers 500 to a malformed body', async () => {
    for (const path of ['/api/forgot_password/sms', '/api/forgot_password/verify', '/api/forgot_password/reset']) {
      for (const body of [
        undefined,
        'x',
        [],
        { site_id: '' },
        { ...who, account: 12 },
        { ...who, member_phone: 'x'.repeat(99) },
      ]) {
        const res = await post(app, path, body);
        expect([path, body, res.statusCode]).toEqual([path, body, 400]);
      }
    }
  });
});
