// POST /api/register: success and automatic login, every registration code, the unique race,
// the rate limits, and malformed bodies (never a 500).
import type { FastifyInstance } from 'fastify';
import { post, send, startApp } from '../../test/helpers.js';
import {
  codeOf,
  freshAccount,
  memberId,
  NO_LIMITS,
  register,
  smsCode,
  usdBody,
  vndBody,
} from './__tests__/register-helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp(NO_LIMITS);
});
afterAll(() => app.close());

const placement = (account: string) =>
  app.services.db
    .prepare(
      'SELECT parent_agent_id, recommended_by, member_currency, phone_verified FROM members WHERE member_account = ?',
    )
    .get(account) as {
    parent_agent_id: number | null;
    recommended_by: number | null;
    member_currency: string;
    phone_verified: number;
  };

describe('POST /api/register: success', () => {
  it('creates the member and logs it in: a session in the body and the authorization header', async () => {
    const body = usdBody({ member_name: 'Ana Silva', member_birthday: '1990-05-17', member_telegram: '@ana_s' });
    const res = await register(app, body);
    expect(codeOf(res)).toBe(100);
    const session = res.json().body;
    expect(session).toEqual({
      token: expect.any(String),
      member_id: expect.any(Number),
      member_account: body.member_account,
      member_currency: 'USD',
      member_type: 1,
      site_id: '1',
    });
    expect(res.headers.get('authorization')).toBe(session.token);
    // The session works at once.
    const layout = await post(app, '/api/member/profile/common/layout', undefined, { authorization: session.token });
    expect(layout.json().data.member_common_layout.member_account).toBe(body.member_account);
    // And so does the password.
    const { tokenFor } = await import('../../test/helpers.js');
    await expect(tokenFor(app, body.member_account as string, 'abc123')).resolves.toEqual(expect.any(String));
  });

  it('places a member registered through an agent link under that agent', async () => {
    const agentId = memberId(app, 'agent01');
    const body = usdBody({ introducer: String(agentId) });
    expect(codeOf(await register(app, body))).toBe(100);
    expect(placement(body.member_account as string)).toMatchObject({ parent_agent_id: agentId, recommended_by: null });
  });

  it("places a friend's recommendation under the friend's agent and remembers the friend", async () => {
    const body = usdBody({ introducer: 'PLAYER01' });
    expect(codeOf(await register(app, body))).toBe(100);
    expect(placement(body.member_account as string)).toMatchObject({
      parent_agent_id: memberId(app, 'agent01'),
      recommended_by: memberId(app, 'player01'),
    });
  });

  it('registers a VND member with the SMS code from the outbox, once', async () => {
    const phone = '0935000001';
    const code = await smsCode(app, phone);
    const body = vndBody(phone, { phone_verify: code });
    expect(codeOf(await register(app, body))).toBe(100);
    expect(placement(body.member_account as string)).toMatchObject({ member_currency: 'VND', phone_verified: 1 });
    // The code is spent: another registration cannot reuse it (and the phone is now taken).
    const again = await register(app, vndBody('0935000001', { phone_verify: code }));
    expect(codeOf(again)).toBe(104);
  });

  it('gives every new member a recommend code of its own', async () => {
    const body = usdBody();
    const id = (await register(app, body)).json().body.member_id;
    const row = app.services.db.prepare('SELECT code FROM recommend_codes WHERE member_id = ?').get(id) as {
      code: string;
    };
    expect(row.code).toMatch(/^R[A-Z2-9]{7}$/);
  });
});

describe('POST /api/register: codes', () => {
  const expectCode = async (body: ReturnType<typeof usdBody>, code: number, ip?: string) => {
    const res = await register(app, body, ip);
    expect(res.statusCode).toBe(200);
    expect(codeOf(res)).toBe(code);
    return res.json();
  };

  it.each([
    ['102 a taken account', () => usdBody({ member_account: 'Player01' }), 102],
    ['104 a taken phone (USD phones are unique)', () => usdBody({ member_phone: '4155550187' }), 104],
    ['105 a taken email', () => usdBody({ member_email: 'daniel.carter@croupier.example' }), 105],
    ['106 an id of a member who is no agent', () => usdBody({ introducer: String(memberId(app, 'player01')) }), 106],
    [
      '107 a recommend code where referral is closed (VND)',
      () => vndBody('0935000107', { introducer: 'PLAYER01', phone_verify: '123456' }),
      107,
    ],
    ['108 an agent switched off', () => usdBody({ introducer: String(memberId(app, 'agent02')) }), 108],
    ['109 the code of a disabled member', () => usdBody({ introducer: 'LOCKED01' }), 109],
    ['110 a disabled code', () => usdBody({ introducer: 'CARTER99' }), 110],
    ['112 an unknown code', () => usdBody({ introducer: 'NOPE1234' }), 112],
    ['206 an invalid email', () => usdBody({ member_email: 'not-an-email' }), 206],
    ['209 an invalid phone', () => usdBody({ member_phone: '41555x' }), 209],
    ['209 a VND phone of 9 digits', () => vndBody('093500000'), 209],
    ['214 a blacklisted name', () => usdBody({ member_name: 'test user' }), 214],
    ['215 a blacklisted phone', () => usdBody({ member_phone: '4155550000' }), 215],
    ['216 a blacklisted email', () => usdBody({ member_email: 'fraud@croupier.example' }), 216],
    ['216 an email of a blacklisted domain', () => usdBody({ member_email: 'x1@mailinator.com' }), 216],
    ['219 an id that is no member', () => usdBody({ introducer: '999999' }), 219],
    ['224 a wrong captcha answer', () => usdBody({ answer: '0000' }), 224],
    ['224 no captcha answer', () => usdBody({ answer: '' }), 224],
    [
      '227 a VND name of two words',
      () => vndBody('0935000227', { member_name: 'Nguyen Linh', phone_verify: '123456' }),
      227,
    ],
    ['228 an introducer that is neither an id nor a code', () => usdBody({ introducer: 'no-such!' }), 228],
    ['301 an invalid QQ', () => usdBody({ member_qq: 'qq' }), 301],
    ['302 an invalid Skype', () => usdBody({ member_skype: 'sk' }), 302],
    ['303 an invalid WeChat', () => usdBody({ member_wechat: 'w@chat' }), 303],
    ['304 an invalid Zalo', () => usdBody({ member_zalo: 'z a l o' }), 304],
    ['305 an invalid Facebook', () => usdBody({ member_fb: 'fb' }), 305],
    ['306 an invalid Telegram', () => usdBody({ member_telegram: 't#legram' }), 306],
    ['307 an invalid WhatsApp', () => usdBody({ member_whats_app: 'wa' }), 307],
    ['308 an invalid other contact', () => usdBody({ member_others: 'o' }), 308],
  ])('%s', async (_, body, code) => {
    await expectCode(body(), code);
  });

  it('103 a taken name where names are unique (RMB settings)', async () => {
    // The demo site does not offer RMB: offer it for this test.
    const db = app.services.db;
    db.prepare(
      `UPDATE sites SET settings = json_set(settings, '$.CURRENCY', 'USD,INR,VND,RMB') WHERE site_id = '1'`,
    ).run();
    db.prepare("UPDATE members SET member_name = '张伟' WHERE member_account = 'frozen01'").run();
    const rmb = (overrides: Record<string, string>) =>
      usdBody({
        member_currency: 'RMB',
        member_email: '',
        member_phone: '13800000001',
        identity_id: 'CN-1',
        withdraw_password: '1234',
        ...overrides,
      });
    await expectCode(rmb({ member_name: '张伟' }), 103);
    await expectCode(rmb({ member_name: 'Zhang Wei' }), 227);
    await expectCode(rmb({ member_name: '李娜' }), 100);
  });

  it('113 a wrong SMS code, 113 an expired one, 222 a phone no code was sent to', async () => {
    await expectCode(vndBody('0935000222', { phone_verify: '123456' }), 222);
    const code = await smsCode(app, '0935000113');
    const wrong = code === '000000' ? '111111' : '000000';
    await expectCode(vndBody('0935000113', { phone_verify: wrong }), 113);
    app.services.db.prepare('UPDATE outbox SET expires_at = 0 WHERE recipient = ?').run('0935000113');
    await expectCode(vndBody('0935000113', { phone_verify: code }), 113);
  });

  it('113 a code that is not 6 digits (the schema), with the field and its key', async () => {
    const json = await expectCode(vndBody('0935000114', { phone_verify: '12' }), 113);
    expect(json.body).toEqual({ field: 'phone_verify', key: 'signup.err_phone_verify_format' });
  });

  it('223 a taken identity id (VND keeps them unique)', async () => {
    app.services.db.prepare("UPDATE members SET identity_id = 'VN-777' WHERE member_account = 'linh_vnd'").run();
    const code = await smsCode(app, '0935000223');
    await expectCode(vndBody('0935000223', { identity_id: 'VN-777', phone_verify: code }), 223);
  });

  it('400 with the field and key for a rule without a code of its own', async () => {
    const json = await expectCode(usdBody({ password: 'abcdef' }), 400);
    expect(json.body).toEqual({ field: 'password', key: 'signup.err_password_format' });
  });

  it("a field with a code of its own answers it, with the rule's key", async () => {
    const required = await expectCode(usdBody({ member_email: '' }), 206);
    expect(required.body).toEqual({ field: 'member_email', key: 'signup.err_email_required' });
  });

  it('218 an IP on the blocklist', async () => {
    app.services.db
      .prepare("INSERT INTO ip_blocklist (ip, reason, created_at) VALUES ('203.0.113.218', 'test', 0)")
      .run();
    await expectCode(usdBody(), 218, '203.0.113.218');
  });

  it('224 a captcha used twice, of the login type, or expired', async () => {
    const first = usdBody();
    const res = await register(app, first);
    expect(codeOf(res)).toBe(100);
    // Reuse is impossible: the token of a consumed captcha.
    const { newCaptcha } = await import('../../test/helpers.js');
    const token = await newCaptcha(app, 2);
    expect(codeOf(await register(app, usdBody({ captcha_token: token })))).toBe(100);
    await expectCode(usdBody({ captcha_token: token }), 224);
    await expectCode(usdBody({ captcha_token: await newCaptcha(app, 1) }), 224);
    const expired = await newCaptcha(app, 2);
    app.services.db.prepare('UPDATE captchas SET expires_at = 0 WHERE token = ?').run(expired);
    await expectCode(usdBody({ captcha_token: expired }), 224);
  });
});

describe('POST /api/register: two registrations racing for one account', () => {
  it('lets exactly one win; the other gets 102', async () => {
    const account = freshAccount('race');
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        register(app, usdBody({ member_account: account, member_email: `race${i}@example.com` })),
      ),
    );
    const codes = results.map(codeOf).sort();
    expect(codes).toEqual([100, 102, 102, 102]);
    expect(app.services.db.prepare('SELECT COUNT(*) AS n FROM members WHERE member_account = ?').get(account)).toEqual({
      n: 1,
    });
  });

  it('lets exactly one claim a unique email', async () => {
    const results = await Promise.all([
      register(app, usdBody({ member_email: 'same@example.com' })),
      register(app, usdBody({ member_email: 'same@example.com' })),
    ]);
    expect(results.map(codeOf).sort()).toEqual([100, 105]);
  });
});

describe('POST /api/register: rate limits', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await startApp({ REGISTER_LIMIT_PER_MINUTE: '3', REGISTER_LIMIT_PER_DAY: '2' });
  });
  afterAll(() => limited.close());

  it('996 after 3 attempts from one IP within a minute; another IP is not affected', async () => {
    const ip = '203.0.113.96';
    for (let i = 0; i < 3; i += 1)
      expect(codeOf(await register(limited, usdBody({ password: 'short' }), ip))).toBe(400);
    expect(codeOf(await register(limited, usdBody(), ip))).toBe(996);
    expect(codeOf(await register(limited, usdBody(), '203.0.113.97'))).toBe(100);
  });

  it('997 once an IP has registered 2 members today', async () => {
    const ip = '203.0.113.99';
    limited.services.db.prepare('DELETE FROM register_attempts').run();
    expect(codeOf(await register(limited, usdBody(), ip))).toBe(100);
    expect(codeOf(await register(limited, usdBody(), ip))).toBe(100);
    expect(codeOf(await register(limited, usdBody(), ip))).toBe(997);
  });
});

describe('POST /api/register: malformed bodies', () => {
  it.each([
    ['not JSON', { body: '{"site_id":', headers: { 'content-type': 'application/json' } }],
    ['an array', { body: '[1,2]', headers: { 'content-type': 'application/json' } }],
    ['no body', {}],
  ])('%s -> HTTP 400', async (_, options) => {
    const res = await send(app, '/api/register', options);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('Internal');
  });

  it.each([
    ['an unknown currency', { member_currency: 'EUR' }],
    ['an unknown site', { site_id: 'nope' }],
    ['an account that is a number', { member_account: 12345678 as unknown as string }],
    ['a password object', { password: { a: 1 } as unknown as string }],
    ['a missing password', { password: undefined }],
    ['an oversized email', { member_email: `${'a'.repeat(300)}@x.co` }],
    ['a null introducer', { introducer: null as unknown as string }],
  ])('%s -> HTTP 400', async (_, overrides) => {
    const res = await register(app, usdBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(400);
  });
});
