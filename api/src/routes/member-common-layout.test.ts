import type { FastifyInstance } from 'fastify';
import type { MemberCommonLayout, NewStyleResponse } from '@croupier/shared/contracts';
import { post, startApp, tokenFor } from '../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

const URL = '/api/member/profile/common/layout';

describe('POST /api/member/profile/common/layout', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  it.each([
    ['no authorization header', {}],
    ['an unknown token', { authorization: 'x'.repeat(43) }],
    ['an empty token', { authorization: '' }],
  ])('answers HTTP 401 with %s', async (_what, headers: Record<string, string>) => {
    const res = await post(app, URL, {}, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'Unauthorized', data: null });
  });

  it('answers the member’s layout in the new style', async () => {
    const token = await tokenFor(app, 'player01', 'player123');
    const res = await post(app, URL, {}, { authorization: token });
    const json = res.json() as NewStyleResponse<{ member_common_layout: MemberCommonLayout }>;
    expect(json.code).toBe(100);
    expect(json.data.member_common_layout).toEqual({
      id: expect.any(Number),
      member_currency: 'USD',
      member_cash: '1000.00',
      member_account: 'player01',
      member_type: 1,
      agent_type: 0,
      agent_level: 0,
      is_agent: 0,
      agent_active: 0,
      is_playing: 0,
      cash_back_status: 0,
      wallet_status: 1,
      first_login_to_change_password: 0,
      need_bank_account_deposit_verified: 0,
    });
  });

  it('shows an active agent as one, and accepts a Bearer prefix', async () => {
    const token = await tokenFor(app, 'agent01', 'agent123');
    const json = (await post(app, URL, {}, { authorization: `Bearer ${token}` })).json() as NewStyleResponse<{
      member_common_layout: MemberCommonLayout;
    }>;
    expect(json.data.member_common_layout).toMatchObject({
      member_account: 'agent01',
      member_type: 2,
      is_agent: 1,
      agent_active: 1,
      member_cash: '2500.00',
    });
  });

  it('stops answering once the session expires', async () => {
    const token = await tokenFor(app, 'player01', 'player123');
    app.services.db.prepare('UPDATE sessions SET expires_at = ?').run(Date.now() - 1);
    expect((await post(app, URL, {}, { authorization: token })).statusCode).toBe(401);
  });

  it('stops answering once the member is disabled', async () => {
    const token = await tokenFor(app, 'agent01', 'agent123');
    app.services.db.prepare("UPDATE members SET status = 'disabled' WHERE member_account = 'agent01'").run();
    expect((await post(app, URL, {}, { authorization: token })).statusCode).toBe(401);
  });
});
