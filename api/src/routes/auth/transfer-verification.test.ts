// Login code 802 and the transfer verification: /arks/web/vx/verify gives a one-time token,
// /arks/web/vx/reset sets the new password with it and ends every session of the member.
import type { FastifyInstance } from 'fastify';
import {
  TRANSFER_RESET_CODE,
  TRANSFER_VERIFY_CODE,
  TRANSFER_RESET_RETRY_CODES,
  TRANSFER_VERIFY_RETRY_CODES,
  type LoginSession,
} from '@croupier/shared/contracts';
import { SEEDED, json, login, post, sessionWorks, setMember, startAuthApp } from './__tests__/helpers.js';

jest.setTimeout(90_000);

const { moved } = SEEDED;
const verifyBody = (over: Record<string, unknown> = {}) => ({
  site_id: '1',
  account: moved.account,
  withdraw_password: moved.withdraw,
  member_email: moved.email,
  member_phone: '',
  ...over,
});
const verify = (app: FastifyInstance, over: Record<string, unknown> = {}) =>
  json<{ token: string }>(post(app, '/api/arks/web/vx/verify', verifyBody(over)));
const reset = (app: FastifyInstance, body: Record<string, unknown>) =>
  json(post(app, '/api/arks/web/vx/reset', { site_id: '1', account: moved.account, password: 'fresh123', ...body }));

describe('transfer verification (login 802)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await startAuthApp();
  });
  afterEach(() => app.close());

  it('answers 802 with the account until a new password is set, then logs in with the new one', async () => {
    const first = await json(login(app, { account: moved.account, password: moved.password }));
    expect(first).toMatchObject({ code: 802, data: { account: moved.account } });

    const verified = await verify(app);
    expect(verified.code).toBe(100);
    expect(verified.data.token).toEqual(expect.any(String));
    expect((await reset(app, { token: verified.data.token })).code).toBe(100);

    expect((await json(login(app, { account: moved.account, password: moved.password }))).code).toBe(101);
    const after = await json<LoginSession>(login(app, { account: moved.account, password: 'fresh123' }));
    expect(after.code).toBe(100);
    expect(after.data.member_account).toBe(moved.account);
  });

  it('verifies by phone as well as by email', async () => {
    expect((await verify(app, { member_email: '', member_phone: moved.phone })).code).toBe(100);
  });

  it.each([
    ['an account that is not awaiting verification', { account: 'player01' }, TRANSFER_VERIFY_CODE.notAwaiting],
    ['an unknown account', { account: 'nobody99' }, TRANSFER_VERIFY_CODE.notAwaiting],
    ['an empty account', { account: '' }, TRANSFER_VERIFY_CODE.notAwaiting],
    ['a wrong withdraw password', { withdraw_password: '0000' }, TRANSFER_VERIFY_CODE.withdrawPasswordWrong],
    ['an empty withdraw password', { withdraw_password: ' ' }, TRANSFER_VERIFY_CODE.withdrawPasswordWrong],
    ['another email', { member_email: 'someone@example.com' }, TRANSFER_VERIFY_CODE.emailMismatch],
    ['another phone', { member_email: '', member_phone: '0999999999' }, TRANSFER_VERIFY_CODE.phoneMismatch],
    ['no contact', { member_email: '', member_phone: '' }, TRANSFER_VERIFY_CODE.contactMissing],
  ])('refuses %s with its code', async (_label, over, code) => {
    expect((await verify(app, over)).code).toBe(code);
    expect(TRANSFER_VERIFY_RETRY_CODES).toContain(code);
  });

  it('locks the account for the window after 5 failures (204), even with the right answers', async () => {
    for (let i = 0; i < 5; i += 1) expect((await verify(app, { withdraw_password: '0000' })).code).toBe(102);
    expect((await verify(app)).code).toBe(TRANSFER_VERIFY_CODE.tooManyFailures);
  });

  it('ends every session of the member when the password changes', async () => {
    // A session from before (the flag was off then).
    setMember(app, moved.account, { transfer_verification: 0 });
    const before = await json<LoginSession>(login(app, { account: moved.account, password: moved.password }));
    expect(await sessionWorks(app, before.data.token)).toBe(true);
    setMember(app, moved.account, { transfer_verification: 1 });

    const { data } = await verify(app);
    expect((await reset(app, { token: data.token })).code).toBe(100);
    expect(await sessionWorks(app, before.data.token)).toBe(false);
  });

  it.each([
    ['an unknown token', () => ({ token: 'no-such-token' }), TRANSFER_RESET_CODE.tokenUnknown],
    ['a password of 5', (t: string) => ({ token: t, password: '12345' }), TRANSFER_RESET_CODE.passwordInvalid],
    ['a password of 13', (t: string) => ({ token: t, password: '1234567890123' }), TRANSFER_RESET_CODE.passwordInvalid],
    ['another account', (t: string) => ({ token: t, account: 'player01' }), TRANSFER_RESET_CODE.accountMismatch],
    ['an empty token', () => ({ token: ' ' }), TRANSFER_RESET_CODE.tokenUnknown],
  ])('refuses a reset with %s', async (_label, body, code) => {
    const { data } = await verify(app);
    expect((await reset(app, body(data.token))).code).toBe(code);
    expect(TRANSFER_RESET_RETRY_CODES).toContain(code);
  });

  it('uses a token once (103) and not after it expires (102)', async () => {
    const { data } = await verify(app);
    expect((await reset(app, { token: data.token })).code).toBe(100);
    expect((await reset(app, { token: data.token, password: 'other123' })).code).toBe(TRANSFER_RESET_CODE.tokenUsed);

    setMember(app, moved.account, { transfer_verification: 1 });
    const second = await verify(app);
    app.services.db.prepare('UPDATE password_reset_tokens SET expires_at = 0 WHERE used_at IS NULL').run();
    expect((await reset(app, { token: second.data.token })).code).toBe(TRANSFER_RESET_CODE.tokenExpired);
  });

  it('refuses a reset for an account that is no longer active (203)', async () => {
    const { data } = await verify(app);
    setMember(app, moved.account, { status: 'frozen' });
    expect((await reset(app, { token: data.token })).code).toBe(TRANSFER_RESET_CODE.accountInactive);
  });

  it('lets exactly one of two racing resets with one token win', async () => {
    const { data } = await verify(app);
    const codes = (
      await Promise.all([reset(app, { token: data.token }), reset(app, { token: data.token, password: 'other123' })])
    ).map((r) => r.code);
    expect(codes.sort()).toEqual([100, TRANSFER_RESET_CODE.tokenUsed]);
  });

  it('never answers 500 to a malformed body', async () => {
    const common = [undefined, 'text', [1], { site_id: 1 }, { ...verifyBody(), account: { $ne: '' } }];
    const cases: [string, unknown[]][] = [
      [
        '/api/arks/web/vx/verify',
        [...common, verifyBody({ withdraw_password: 1357 }), verifyBody({ member_email: 'x'.repeat(300) })],
      ],
      [
        '/api/arks/web/vx/reset',
        [...common, { site_id: '1', account: 'a', password: 'abcdef', token: 'x'.repeat(1000) }],
      ],
    ];
    for (const [path, bodies] of cases) {
      for (const body of bodies) {
        const res = await post(app, path, body);
        expect([path, body, res.statusCode]).toEqual([path, body, 400]);
      }
    }
  });
});
