// The per-account login throttle (services/auth/login-throttle.ts) over real HTTP: failed passwords for
// one account name from addresses that change every time are delayed, then locked, with a notice
// to the member through the outbox; an unknown name gets the very same answers.
import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { LOGIN_CODE } from '@croupier/shared/contracts';
import { OUTBOX_PURPOSE_LOGIN_LOCKED } from '../services/auth/index.js';
import { login, send, startApp } from '../test/helpers.js';

jest.setTimeout(120_000);

const FORGOT = { account: 'forgot01', password: 'forgot123', phone: '0912000300' };
/** A new address for every attempt: 40 of them, as a botnet would rotate. */
const rotating = (i: number) => `198.51.100.${i + 1}`;
/** Without the rising delay, so the failures reach the lock at once. */
const LOCK_ONLY = {
  LOGIN_ACCOUNT_DELAY_SECONDS: '0',
  LOGIN_ACCOUNT_LOCK_AFTER: '10',
  LOGIN_ACCOUNT_LOCK_MINUTES: '15',
};

async function wrongPasswords(app: FastifyInstance, account: string, times: number) {
  const answers: { code: number; message: string }[] = [];
  for (let i = 0; i < times; i++) {
    const { code, message } = (await login(app, { account, password: 'wrong-pass1' }, rotating(i))).json();
    answers.push({ code, message });
  }
  return answers;
}

/** As if the lock (and the failures before it) had passed. */
function lockPassed(app: FastifyInstance) {
  const minutes16 = 16 * 60_000;
  app.services.db.prepare('UPDATE login_attempts SET created_at = created_at - ?').run(minutes16);
  app.services.db.prepare('UPDATE login_account_locks SET locked_until = locked_until - ?').run(minutes16);
}

describe('POST /api/login: failures per account name', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('delays the 40 wrong passwords of one account from rotating addresses after the first 3', async () => {
    app = await startApp();
    const answers = await wrongPasswords(app, 'player01', 40);
    expect(answers.slice(0, 3).map((a) => a.code)).toEqual([101, 101, 101]);
    expect(answers.slice(3).every((a) => a.code === LOGIN_CODE.tooFrequent)).toBe(true);
    expect(answers[3]?.message).toMatch(/Too many failed login attempts for this account; try again in \d+ seconds/);
    // The right password waits out the delay too: the attempt is refused before any check.
    expect((await login(app, {}, '198.51.100.200')).json().code).toBe(LOGIN_CODE.tooFrequent);
  });

  it('lets the next attempt in once the delay has passed, and doubles the delay with each failure', async () => {
    app = await startApp();
    await wrongPasswords(app, 'player01', 3);
    const aged = (ms: number) =>
      app.services.db.prepare('UPDATE login_attempts SET created_at = created_at - ?').run(ms);
    aged(2_000);
    expect((await login(app, { password: 'wrong-pass1' }, '192.0.2.1')).json().code).toBe(101);
    aged(2_000);
    expect((await login(app, {}, '192.0.2.2')).json()).toMatchObject({
      code: 996,
      message: expect.stringMatching(/in [1-4] seconds/),
    });
    aged(2_000);
    expect((await login(app, {}, '192.0.2.3')).json().code).toBe(100);
  });

  it('locks the account at the threshold, tells the member through the outbox, and opens again after the lock', async () => {
    app = await startApp({ ...LOCK_ONLY, CROUPIER_DEV_OUTBOX: '1' });
    const answers = await wrongPasswords(app, FORGOT.account, 40);
    expect(answers.filter((a) => a.code === 101)).toHaveLength(10);
    expect(answers.slice(10)).toEqual(
      Array(30).fill({
        code: 996,
        message: 'Too many failed login attempts for this account; it is locked, try again in 15 minutes',
      }),
    );

    const outbox = await send(app, `/api/dev/outbox?to=${FORGOT.phone}&purpose=${OUTBOX_PURPOSE_LOGIN_LOCKED}`, {
      method: 'GET',
    });
    const { messages } = outbox.json().data as {
      messages: { channel: string; expires_at: number; created_at: number }[];
    };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms' });
    expect(messages[0]!.expires_at - messages[0]!.created_at).toBe(15 * 60_000);

    // The right password does not open a locked account, from any address.
    const right = { account: FORGOT.account, password: FORGOT.password };
    expect((await login(app, right, '203.0.113.99')).json().code).toBe(996);
    lockPassed(app);
    expect((await login(app, right, '203.0.113.99')).json().code).toBe(100);
  });

  it('answers an unknown account name exactly like a member’s, with the same password checks', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    app = await startApp(LOCK_ONLY);
    try {
      verify.mockClear();
      const member = await wrongPasswords(app, FORGOT.account, 14);
      const memberChecks = verify.mock.calls.length;
      verify.mockClear();
      const unknown = await wrongPasswords(app, 'nobody404', 14);
      expect(unknown).toEqual(member);
      // Ten failures each verified one argon2 hash (the dummy one for the unknown name); the locked
      // attempts verified none, for both.
      expect(verify.mock.calls.length).toBe(memberChecks);
      expect(memberChecks).toBe(10);

      lockPassed(app);
      expect((await login(app, { account: 'nobody404', password: 'x' }, '203.0.113.5')).json().code).toBe(101);
    } finally {
      verify.mockRestore();
    }
  });

  it('gives the same answers to an unknown name under the rising delay', async () => {
    app = await startApp();
    const masked = (answers: { code: number; message: string }[]) =>
      answers.map((a) => ({ ...a, message: a.message.replace(/\d+/g, 'N') }));
    const member = await wrongPasswords(app, 'player01', 6);
    const unknown = await wrongPasswords(app, 'nobody404', 6);
    expect(masked(unknown)).toEqual(masked(member));
  });

  it('locks a name whatever its case, and only that name', async () => {
    app = await startApp(LOCK_ONLY);
    await wrongPasswords(app, 'PLAYER01', 10);
    expect((await login(app, {}, '203.0.113.1')).json().code).toBe(996);
    expect((await login(app, { account: 'agent01', password: 'agent123' }, '198.51.100.1')).json().code).toBe(100);
  });

  it('can be switched off with LOGIN_ACCOUNT_LOCK_AFTER=0 and LOGIN_ACCOUNT_DELAY_SECONDS=0', async () => {
    app = await startApp({ LOGIN_ACCOUNT_LOCK_AFTER: '0', LOGIN_ACCOUNT_DELAY_SECONDS: '0' });
    const answers = await wrongPasswords(app, 'player01', 12);
    expect(answers.every((a) => a.code === 101)).toBe(true);
  });
});
