import type { FastifyInstance } from 'fastify';
import type { MyCash, OldStyleResponse } from '@croupier/shared/contracts';
import { post, startApp, tokenFor } from '../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

const URL = '/api/member/profile/my_cash';

describe('POST /api/member/profile/my_cash', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  it('answers HTTP 401 without a valid session', async () => {
    expect((await post(app, URL, {})).statusCode).toBe(401);
    expect((await post(app, URL, {}, { authorization: 'revoked-or-made-up' })).statusCode).toBe(401);
  });

  it('answers the provider balances in the old style, lit when they hold money, with the total', async () => {
    const token = await tokenFor(app, 'player01', 'player123');
    const res = await post(app, URL, {}, { authorization: token });
    expect(res.statusCode).toBe(200);
    const json = res.json() as OldStyleResponse<MyCash>;
    expect(json.header).toEqual({ status: '200100', desc: 'success' });
    expect(json.body).toEqual({
      my_cash_list: [
        { gp_id: 'GPJD', is_light: 0, icon_dark: expect.stringContaining('gpjd'), cash: '0.00' },
        { gp_id: 'GPR8', is_light: 1, icon_dark: expect.stringContaining('gpr8'), cash: '25.50' },
      ],
      // main wallet 1000.00 + 25.50 in GPR8
      total: '1025.50',
    });
  });

  it('answers an empty list and the main wallet as total for a member without provider balances', async () => {
    const token = await tokenFor(app, 'agent01', 'agent123');
    const json = (await post(app, URL, {}, { authorization: token })).json() as OldStyleResponse<MyCash>;
    expect(json.body).toEqual({ my_cash_list: [], total: '2500.00' });
  });
});
