// Steps the games specs share: a fresh member with a known balance (registered through the
// api, credited by the console's wallet adjustment), a link sign-in, and a provider's games as listed.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  CAPTCHA_TYPE_REGISTER,
  type GameEntry,
  type GameLabelResponse,
  type LoginSession,
} from '@croupier/shared/contracts';
import { asOperator } from './operator.js';
import { TEST_CAPTCHA } from './ports.js';
import { header } from './site.js';

export const SLOT_LIST = '/slotgame?gt_id=2&gp_id=GPR8&house=0';

const BLANK_REGISTER_FIELDS = Object.fromEntries(
  [
    'member_name',
    'member_birthday',
    'withdraw_password',
    'member_phone',
    'member_qq',
    'member_telegram',
    'member_whats_app',
    'member_skype',
    'member_fb',
    'member_zalo',
    'member_wechat',
    'member_others',
    'phone_verify',
    'identity_id',
    'verify_code',
    'introducer',
    'remoteAddr',
    'errorTrack',
  ].map((k) => [k, '']),
);

let serial = 0;

/**
 * A new member (account `<prefix>…`) of `currency` (USD by default), credited with `cash` when
 * given; registered through an agent's link when `introducer` (the agent's member id) is given.
 * `fields`: what the currency's form requires besides (INR: member_name and a unique member_phone).
 */
export async function freshMember(
  request: APIRequestContext,
  opts: { prefix: string; cash?: string; introducer?: number; currency?: string; fields?: Record<string, string> },
): Promise<LoginSession> {
  serial += 1;
  // Accounts are at most ACCOUNT_LENGTH.max (12): a prefix of up to 5, the time's last 6 base-36
  // digits, and one base-36 digit of the call's serial (two calls in one millisecond differ by it).
  if (opts.prefix.length > 5) throw new Error(`freshMember: prefix "${opts.prefix}" is longer than 5`);
  const account = `${opts.prefix}${Date.now().toString(36).slice(-6)}${(serial % 36).toString(36)}`;
  const captcha = await request.post('/api/captcha', { data: { type: CAPTCHA_TYPE_REGISTER, site_id: '1' } });
  const { token: captcha_token } = ((await captcha.json()) as { body: { token: string } }).body;
  const res = await request.post('/api/register', {
    data: {
      ...BLANK_REGISTER_FIELDS,
      site_id: '1',
      member_currency: opts.currency ?? 'USD',
      member_account: account,
      password: 'abc123',
      member_email: `${account}@example.com`,
      captcha_token,
      answer: TEST_CAPTCHA,
      ...(opts.introducer === undefined ? {} : { introducer: String(opts.introducer) }),
      ...opts.fields,
    },
  });
  const json = (await res.json()) as { header: { status: string | number; desc: string }; body: LoginSession };
  expect(String(json.header.status).slice(-3), json.header.desc).toBe('100');
  if (opts.cash) {
    await asOperator(request, `/sites/1/members/${account}/wallet-adjust`, {
      amount: Math.round(Number(opts.cash) * 100),
      reason: 'e2e opening balance',
    });
  }
  return json.body;
}

/** Signs the member in with a link login, then opens `path`. */
export async function signIn(page: Page, s: LoginSession, path = '/') {
  const query = new URLSearchParams({
    tk: s.token,
    member_account: s.member_account,
    member_currency: s.member_currency,
    member_id: String(s.member_id),
  });
  await page.goto(`/?${query.toString()}`);
  await expect(header(page)).toContainText(s.member_account);
  if (path !== '/') await page.goto(path);
}

/** A provider's games (not halls) of a type as the api lists them, with their English names. */
export async function gamesOf(
  request: APIRequestContext,
  gp_id: string,
  gt_id: number,
): Promise<{ entry: GameEntry; name: string }[]> {
  const res = await request.post('/api/v2/game_label', {
    data: { site_id: '1', currency: 'USD', device: 0, gp_id, game_type_id: gt_id, house: 0 },
  });
  const { data } = (await res.json()) as { data: GameLabelResponse };
  return data.main
    .filter((g) => g.customized)
    .map((entry) => ({
      entry,
      name: typeof entry.game_name === 'string' ? entry.game_name : (entry.game_name.en_US ?? ''),
    }));
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
