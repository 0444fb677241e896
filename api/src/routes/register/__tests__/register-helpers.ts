// Test helpers of the registration endpoints: a valid USD body, a register call that fetches its
// register captcha first, and the seed's ids.
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TYPE_REGISTER, type RegisterPayload } from '@croupier/shared/contracts';
import { newCaptcha, post, TEST_CAPTCHA } from '../../../test/helpers.js';

/** Limits off: most tests register many members (and fetch many captchas) from one address. */
export const NO_LIMITS = {
  REGISTER_LIMIT_PER_MINUTE: '0',
  REGISTER_LIMIT_PER_DAY: '0',
  RATE_LIMIT_PER_MINUTE: '10000',
};

let serial = 0;
/** A fresh account name, 6-12 characters. */
export const freshAccount = (prefix = 'user') => `${prefix}${String(++serial).padStart(4, '0')}`.slice(0, 12);

/** A valid USD registration (USD settings: email required and unique, captcha, confirmation). */
export function usdBody(overrides: Partial<RegisterPayload> = {}): Partial<RegisterPayload> {
  const account = overrides.member_account ?? freshAccount();
  return {
    site_id: '1',
    member_account: account,
    password: 'abc123',
    member_currency: 'USD',
    member_email: `${account}@example.com`,
    answer: TEST_CAPTCHA,
    introducer: '',
    remoteAddr: '',
    errorTrack: '',
    ...overrides,
  };
}

/** A valid VND registration without its SMS code (VND: name one word, phone 10 digits verified, withdraw password). */
export function vndBody(phone: string, overrides: Partial<RegisterPayload> = {}): Partial<RegisterPayload> {
  return usdBody({
    member_currency: 'VND',
    member_email: '',
    member_name: 'Nguyen',
    member_phone: phone,
    withdraw_password: '1234',
    ...overrides,
  });
}

/** POST /api/register with a fresh register captcha (unless the body brings its own token). */
export async function register(app: FastifyInstance, body: Partial<RegisterPayload>, ip = '198.51.100.10') {
  const captcha_token = body.captcha_token ?? (await newCaptcha(app, CAPTCHA_TYPE_REGISTER, body.site_id ?? '1'));
  return post(app, '/api/register', { ...body, captcha_token }, { 'x-forwarded-for': ip });
}

/** The 3-digit code of an old-style answer. */
export const codeOf = (res: { json(): { header: { status: string } } }) => Number(res.json().header.status.slice(-3));

export function memberId(app: FastifyInstance, account: string): number {
  const row = app.services.db.prepare('SELECT id FROM members WHERE member_account = ?').get(account) as
    { id: number } | undefined;
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

/** Sends the registration SMS and reads its code from the outbox. */
export async function smsCode(app: FastifyInstance, phone: string, currency = 'VND'): Promise<string> {
  const res = await post(app, '/api/register/sms', {
    member_phone: phone,
    currency,
    type: 'register_member',
    site_id: '1',
  });
  if (codeOf(res) !== 100) throw new Error(`sms to ${phone}: ${res.body}`);
  const code = app.services.outbox.latestCode(phone, 'register_member');
  if (!code) throw new Error('no code in the outbox');
  return code;
}
