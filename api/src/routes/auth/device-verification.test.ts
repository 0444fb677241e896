// Login code 107: a member whose setting asks for it verifies each new browser (udid) with a code
// sent to the phone (or email), then the login completes.
import type { FastifyInstance } from 'fastify';
import {
  DEVICE_VERIFICATION_CODE,
  SMS_COUNTDOWN_S,
  type DeviceVerificationChallenge,
  type LoginSession,
  LOGIN_CODE,
} from '@croupier/shared/contracts';
import { OUTBOX_PURPOSE_LOGIN_DEVICE } from '../../services/auth/index.js';
import { SEEDED, json, login, otherCode, post, sentCode, setMember, startAuthApp } from './__tests__/helpers.js';

jest.setTimeout(60_000);

const { device } = SEEDED;
const loginDevice = (app: FastifyInstance, udid: string) =>
  json<DeviceVerificationChallenge>(login(app, { account: device.account, password: device.password, udid }));
const verify = (app: FastifyInstance, member_login_id: string, code: string) =>
  post(app, '/api/login/device/verify', { member_login_id, code });

describe('device verification (login 107)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(() => app.close());

  it('answers 107 for a new device, sends a code to the phone, and completes the login with it', async () => {
    const answer = await loginDevice(app, 'browser-a');
    expect(answer.code).toBe(107);
    expect(answer.data).toEqual({
      member_login_id: expect.any(String),
      channel: 'sms',
      masked_to: '******0107',
      retry_after_s: SMS_COUNTDOWN_S,
    });
    const code = sentCode(app, device.phone, OUTBOX_PURPOSE_LOGIN_DEVICE);
    expect(code).toMatch(/^\d{6}$/);

    const res = await verify(app, answer.data.member_login_id, code);
    const session = res.json() as { code: number; data: LoginSession };
    expect(session.code).toBe(100);
    expect(session.data).toMatchObject({ member_account: device.account, token: expect.any(String) });
    expect(res.headers.get('authorization')).toBe(session.data.token);

    // The browser is known now: the next login from it goes straight through.
    const again = await json<LoginSession>(
      login(app, { account: device.account, password: device.password, udid: 'browser-a' }),
    );
    expect(again.code).toBe(100);
    // Another browser still needs a code.
    expect((await loginDevice(app, 'browser-b')).code).toBe(107);
  });

  it('uses a code once: the same code again is refused as an expired login', async () => {
    const answer = await loginDevice(app, 'browser-once');
    const code = sentCode(app, device.phone, OUTBOX_PURPOSE_LOGIN_DEVICE);
    expect((await json(verify(app, answer.data.member_login_id, code))).code).toBe(100);
    expect((await json(verify(app, answer.data.member_login_id, code))).code).toBe(
      DEVICE_VERIFICATION_CODE.attemptUnknown,
    );
  });

  it('answers 104 for a wrong code and 105 at the fifth, closing the login', async () => {
    const answer = await loginDevice(app, 'browser-guess');
    const right = sentCode(app, device.phone, OUTBOX_PURPOSE_LOGIN_DEVICE);
    for (let i = 0; i < 4; i += 1) {
      expect((await json(verify(app, answer.data.member_login_id, otherCode(right)))).code).toBe(
        DEVICE_VERIFICATION_CODE.codeWrong,
      );
    }
    expect((await json(verify(app, answer.data.member_login_id, '12a'))).code).toBe(
      DEVICE_VERIFICATION_CODE.tooManyFailures,
    );
    // Closed: even the right code does not open it now.
    expect((await json(verify(app, answer.data.member_login_id, right))).code).toBe(
      DEVICE_VERIFICATION_CODE.attemptUnknown,
    );
  });

  it('refuses an expired login (101) and an id it never gave out (101)', async () => {
    const answer = await loginDevice(app, 'browser-late');
    const code = sentCode(app, device.phone, OUTBOX_PURPOSE_LOGIN_DEVICE);
    app.services.db.prepare('UPDATE pending_logins SET expires_at = 0').run();
    expect((await json(verify(app, answer.data.member_login_id, code))).code).toBe(
      DEVICE_VERIFICATION_CODE.attemptUnknown,
    );
    expect((await json(verify(app, 'made-up-id', '123456'))).code).toBe(DEVICE_VERIFICATION_CODE.attemptUnknown);
  });

  it('blocks a resend for SMS_COUNTDOWN_S (102), then sends a new code that replaces the old one', async () => {
    const answer = await loginDevice(app, 'browser-resend');
    const first = sentCode(app, device.phone, OUTBOX_PURPOSE_LOGIN_DEVICE);
    const early = await json<{ retry_after_s: number }>(
      post(app, '/api/login/device/send', { member_login_id: answer.data.member_login_id }),
    );
    expect(early.code).toBe(DEVICE_VERIFICATION_CODE.resendTooSoon);
    expect(early.data.retry_after_s).toBeGreaterThan(SMS_COUNTDOWN_S - 5);

    // The countdown has passed.
    app.services.db
      .prepare('UPDATE outbox SET created_at = created_at - ? WHERE recipient = ?')
      .run(SMS_COUNTDOWN_S * 1000, device.phone);
    const resent = await json(post(app, '/api/login/device/send', { member_login_id: answer.data.member_login_id }));
    expect(resent).toMatchObject({
      code: 100,
      data: { channel: 'sms', masked_to: '******0107', retry_after_s: SMS_COUNTDOWN_S },
    });
    const second = sentCode(app, device.phone, OUTBOX_PURPOSE_LOGIN_DEVICE);
    const messages = app.services.outbox.list({ to: device.phone, purpose: OUTBOX_PURPOSE_LOGIN_DEVICE });
    expect(messages[0]?.code).toBe(second);
    // The newer code wins; the old one no longer verifies (unless both happen to be equal).
    if (first !== second) {
      expect((await json(verify(app, answer.data.member_login_id, first))).code).toBe(
        DEVICE_VERIFICATION_CODE.codeWrong,
      );
    }
    expect((await json(verify(app, answer.data.member_login_id, second))).code).toBe(100);
  });

  it('sends to the email when there is no phone, and refuses (108) when there is neither', async () => {
    setMember(app, device.account, { member_phone: '' });
    const byEmail = await loginDevice(app, 'browser-mail');
    expect(byEmail.data).toMatchObject({ channel: 'email', masked_to: 'de******@example.com' });
    expect(sentCode(app, 'device01@example.com', OUTBOX_PURPOSE_LOGIN_DEVICE)).toMatch(/^\d{6}$/);

    setMember(app, device.account, { member_email: '' });
    const none = await json(login(app, { account: device.account, password: device.password, udid: 'browser-none' }));
    expect(none.code).toBe(LOGIN_CODE.deviceNoContact);
    setMember(app, device.account, { member_phone: device.phone, member_email: 'device01@example.com' });
  });

  it('never answers 500 to a malformed body', async () => {
    for (const path of ['/api/login/device/send', '/api/login/device/verify']) {
      for (const body of [
        undefined,
        [],
        { member_login_id: 5 },
        { member_login_id: 'x'.repeat(300), code: '123456' },
      ]) {
        const res = await post(app, path, body);
        expect([path, res.statusCode]).toEqual([path, 400]);
        expect(res.json()).toMatchObject({ code: 400, data: null });
      }
    }
    const notJson = await post(app, '/api/login/device/verify', undefined, { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
  });

  it('does not ask members without the setting', async () => {
    const res = await json<LoginSession>(login(app, { udid: 'brand-new-browser' }));
    expect(res.code).toBe(100);
  });
});
