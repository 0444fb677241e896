// Time-outs and self-exclusion refuse every way into a login, over real HTTP with the
// seeded members of each way: the password (also before transfer verification's 802), the
// device code, the double-validation answer, the third-party callback, the transfer
// verification and the development entry link. The refusal (604 / 605, data { kind, until }, a
// message with the end in the site's time) comes only after the password proved right, and the
// login works again once the exclusion has ended.
import type { FastifyInstance } from 'fastify';
import {
  LOGIN_CODE,
  ResponsibleGamingCode,
  TRANSFER_VERIFY_CODE,
  validTimezone,
  type DeviceVerificationChallenge,
  type DoubleValidationChallenge,
} from '@croupier/shared/contracts';
import { siteTime } from '../../lib/site-days.js';
import { OUTBOX_PURPOSE_LOGIN_DEVICE } from '../../services/auth/index.js';
import { newCaptcha, TEST_CAPTCHA } from '../../test/helpers.js';
import { excludeMember } from '../../test/rg-rows.js';
import { SEEDED, json, login, post, postForm, sentCode, startAuthApp } from './__tests__/helpers.js';

jest.setTimeout(90_000);

const DAY = 24 * 3_600_000;

describe('login during a time-out or self-exclusion', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startAuthApp({ CROUPIER_DEV_OAUTH: '1', CROUPIER_DEV_ROUTES: '1' });
  });
  afterAll(() => app.close());

  const idOf = (account: string) => app.services.members.findByAccount('1', account)!.id;
  const sessionsOf = (account: string) =>
    app.services.db
      .prepare('SELECT COUNT(*) FROM sessions WHERE member_id = ? AND revoked = 0')
      .pluck()
      .get(idOf(account)) as number;
  /** Starts an exclusion of `account` now; returns its end. */
  function exclude(account: string, kind: 'time_out' | 'self_exclusion', ms = 7 * DAY): number {
    const until = Date.now() + ms;
    excludeMember(app.services.db, idOf(account), kind, Date.now() - 1_000, until);
    return until;
  }
  /** Ends every exclusion of `account` (as if its time had come). */
  const endExclusions = (account: string) =>
    app.services.db
      .prepare('UPDATE rg_exclusions SET started_at = ?, until = ? WHERE member_id = ?')
      .run(Date.now() - 2 * DAY, Date.now() - 1, idOf(account));
  const refusal = (kind: 'time_out' | 'self_exclusion', until: number) => ({
    code: kind === 'time_out' ? ResponsibleGamingCode.timedOut : ResponsibleGamingCode.selfExcluded,
    message: expect.stringContaining(siteTime(until, validTimezone(app.services.sites.detail('1')?.settings.TIMEZONE))),
    data: { kind, until },
  });

  it('refuses the password login with 604 and the end, only after a right password; it works again after the end', async () => {
    const { account, password } = SEEDED.forgot;
    const until = exclude(account, 'time_out');
    expect((await json(login(app, { account, password: 'wrong-one' }))).code).toBe(LOGIN_CODE.accountWrong);
    const res = await login(app, { account, password });
    expect(res.json()).toEqual(refusal('time_out', until));
    expect(res.headers.get('authorization')).toBeNull();
    expect(sessionsOf(account)).toBe(0);

    endExclusions(account);
    expect((await json(login(app, { account, password }))).code).toBe(100);
    expect(sessionsOf(account)).toBe(1);
  });

  it('refuses a self-excluded member with 605, before transfer verification (802) and at its verify step', async () => {
    const { account, password } = SEEDED.moved;
    const until = exclude(account, 'self_exclusion', 365 * DAY);
    expect((await json(login(app, { account, password }))).code).toBe(ResponsibleGamingCode.selfExcluded);
    const verified = await json(
      post(app, '/api/arks/web/vx/verify', {
        site_id: '1',
        account,
        withdraw_password: SEEDED.moved.withdraw,
        member_email: SEEDED.moved.email,
        member_phone: '',
      }),
    );
    expect(verified).toEqual(refusal('self_exclusion', until));
    // A wrong withdraw password still answers its own code: the exclusion is told only to who proves the account.
    const wrong = await json(
      post(app, '/api/arks/web/vx/verify', {
        site_id: '1',
        account,
        withdraw_password: '0000',
        member_email: SEEDED.moved.email,
      }),
    );
    expect(wrong.code).toBe(TRANSFER_VERIFY_CODE.withdrawPasswordWrong);
    endExclusions(account);
    expect((await json(login(app, { account, password }))).code).toBe(LOGIN_CODE.transferVerification);
  });

  it('sends no device code during an exclusion, and refuses the device code of a login begun before it', async () => {
    const { account, password, phone } = SEEDED.device;
    const sent = () =>
      app.services.db.prepare('SELECT COUNT(*) FROM outbox WHERE recipient = ?').pluck().get(phone) as number;
    const challenge = await json<DeviceVerificationChallenge>(login(app, { account, password, udid: 'rg-browser' }));
    expect(challenge.code).toBe(LOGIN_CODE.deviceVerification);
    const code = sentCode(app, phone, OUTBOX_PURPOSE_LOGIN_DEVICE);
    const until = exclude(account, 'time_out', DAY);
    const before = sent();
    expect((await json(login(app, { account, password, udid: 'rg-other' }))).code).toBe(ResponsibleGamingCode.timedOut);
    expect(sent()).toBe(before);
    const verified = await json(
      post(app, '/api/login/device/verify', { member_login_id: challenge.data.member_login_id, code }),
    );
    expect(verified).toEqual(refusal('time_out', until));
    expect(sessionsOf(account)).toBe(0);
    endExclusions(account);
  });

  it('refuses the right double-validation answer when an exclusion began meanwhile', async () => {
    const { account, password } = SEEDED.double;
    const started = await json<{ double_validation: DoubleValidationChallenge }>(login(app, { account, password }));
    const { member_login_id, question } = started.data.double_validation;
    const right: Record<string, string> = {
      member_name: SEEDED.double.member_name,
      identity_id: SEEDED.double.identity_id,
      member_phone: SEEDED.double.member_phone,
      member_email: SEEDED.double.member_email,
      withdraw_password: SEEDED.double.withdraw_password,
    };
    const until = exclude(account, 'self_exclusion');
    const answered = await json(
      post(app, '/api/login/double_validation', {
        member_login_id,
        answer: right[question],
        captcha_answer: TEST_CAPTCHA,
        captcha_token: await newCaptcha(app),
        remote_addr: '203.0.113.50',
      }),
    );
    expect(answered).toEqual(refusal('self_exclusion', until));
    expect(sessionsOf(account)).toBe(0);
  });

  it('refuses the third-party callback and the development entry link', async () => {
    const { account } = SEEDED.social;
    const until = exclude(account, 'time_out');
    const res = await postForm(app, '/api/auth/dev/authorize', {
      redirect_uri: 'http://localhost:3000/authCallback',
      state: 's',
      site_id: '1',
      member_account: account,
      action: 'signin',
    });
    const code = new URL(res.location ?? '').searchParams.get('code') ?? '';
    const exchanged = await post(app, '/api/auth/callback', {
      site_id: '1',
      provider: 'dev',
      code,
      udid: 'popup-udid',
    });
    expect(exchanged.json()).toEqual(refusal('time_out', until));
    expect(exchanged.headers.get('authorization')).toBeNull();
    expect((await json(post(app, '/api/dev/entry/enc', { member_account: account }))).code).toBe(
      ResponsibleGamingCode.timedOut,
    );
    expect(sessionsOf(account)).toBe(0);

    endExclusions(account);
    const entry = await json<{ enc: string }>(post(app, '/api/dev/entry/enc', { member_account: account }));
    expect(entry.code).toBe(100);
    expect(sessionsOf(account)).toBe(1);
  });
});
