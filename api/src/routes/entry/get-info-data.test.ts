import type { FastifyInstance } from 'fastify';
import { createEntryTokens } from '../../services/games/index.js';
import { post, send, startApp, tokenFor } from '../../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

const SECRET = 'entry-test-secret';

describe('POST /api/get_info_data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ CROUPIER_ENTRY_SECRET: SECRET, CROUPIER_DEV_ROUTES: '1' });
  });
  afterAll(() => app.close());

  const tokens = createEntryTokens(SECRET);
  const sealFor = async (exp = Math.floor(Date.now() / 1000) + 60) => {
    const tk = await tokenFor(app, 'player01', 'player123');
    const layout = await post(app, '/api/member/profile/common/layout', {}, { authorization: tk });
    const member_id = (layout.json() as { data: { member_common_layout: { id: number } } }).data.member_common_layout
      .id;
    return {
      tk,
      member_id,
      enc: tokens.seal({ tk, member_id, member_account: 'player01', member_currency: 'USD', exp }),
    };
  };

  it('answers the session inside a valid link, and that session works', async () => {
    const { tk, member_id, enc } = await sealFor();
    const res = await post(app, '/api/get_info_data', { enc });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 100,
      message: 'success',
      data: { tk, member_id, member_account: 'player01', member_currency: 'USD', member_type: 1, site_id: '1' },
    });
    expect((await post(app, '/api/member/profile/common/layout', {}, { authorization: tk })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { enc } = await sealFor(Math.floor(Date.now() / 1000) - 1);
    const res = await post(app, '/api/get_info_data', { enc });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, message: 'The entry link has expired', data: null });
  });

  it('refuses a tampered link', async () => {
    const { enc } = await sealFor();
    const raw = Buffer.from(enc, 'base64url');
    raw[raw.length - 20] = (raw[raw.length - 20] ?? 0) ^ 0xff;
    const res = await post(app, '/api/get_info_data', { enc: raw.toString('base64url') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The entry link is not valid');
  });

  it('refuses a link sealed with another secret', async () => {
    const { tk, member_id } = await sealFor();
    const forged = createEntryTokens('guessed-secret').seal({
      tk,
      member_id,
      member_account: 'player01',
      member_currency: 'USD',
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await post(app, '/api/get_info_data', { enc: forged })).statusCode).toBe(403);
  });

  it('refuses a link whose session was logged out', async () => {
    const { tk, enc } = await sealFor();
    await post(app, '/api/logout', {}, { authorization: tk });
    const res = await post(app, '/api/get_info_data', { enc });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The session of this entry link has ended');
  });

  it('refuses a link that names another member than its session', async () => {
    const { tk, member_id } = await sealFor();
    const enc = tokens.seal({
      tk,
      member_id: member_id + 1,
      member_account: 'x',
      member_currency: 'USD',
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await post(app, '/api/get_info_data', { enc })).statusCode).toBe(403);
  });

  it.each([
    ['no body', undefined],
    ['no enc', {}],
    ['an empty enc', { enc: '' }],
    ['a number', { enc: 42 }],
    ['not base64url', { enc: '%%%not-a-token%%%' }],
    ['too short', { enc: 'abcd' }],
  ])('answers 400 to a malformed request: %s', async (_label, body) => {
    const res = await post(app, '/api/get_info_data', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await send(app, '/api/get_info_data', {
      body: '{enc:',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/dev/entry/enc', () => {
  it('issues a working entry link for a member', async () => {
    const app = await startApp({ CROUPIER_DEV_ROUTES: '1' });
    try {
      const made = await post(app, '/api/dev/entry/enc', { member_account: 'ravi_inr' });
      expect(made.statusCode).toBe(200);
      const { enc, url } = made.json().data as { enc: string; url: string };
      expect(url).toBe(`/?enc=${enc}`);
      const res = await post(app, '/api/get_info_data', { enc });
      expect(res.json().data).toMatchObject({ member_account: 'ravi_inr', member_currency: 'INR' });
      expect((await post(app, '/api/dev/entry/enc', { member_account: 'nobody_here' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('does not exist without CROUPIER_DEV_ROUTES=1', async () => {
    const app = await startApp();
    try {
      expect((await post(app, '/api/dev/entry/enc', { member_account: 'player01' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
