// POST /api/register/valid_message, /api/member_info, /api/bonus_setting/check: the agent and
// friend-recommend links, and whether referral is offered.
import type { FastifyInstance } from 'fastify';
import { post, startApp } from '../../test/helpers.js';
import { codeOf, memberId } from './__tests__/register-helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const validMessage = (body: Record<string, unknown>) =>
  post(app, '/api/register/valid_message', { site_id: '1', ...body });

describe('POST /api/register/valid_message', () => {
  it.each([
    ['an active agent id', () => ({ agent_id: String(memberId(app, 'agent01')) }), true],
    ['an active agent id as a number', () => ({ agent_id: memberId(app, 'agent01') }), true],
    ['an agent that is switched off', () => ({ agent_id: String(memberId(app, 'agent02')) }), false],
    ['a member that is no agent', () => ({ agent_id: String(memberId(app, 'player01')) }), false],
    ['an unknown id', () => ({ agent_id: '999999' }), false],
    ['a live recommend code', () => ({ recommend_code: 'PLAYER01' }), true],
    ['a code in lower case', () => ({ recommend_code: 'player01' }), true],
    ['a disabled code', () => ({ recommend_code: 'CARTER99' }), false],
    ['the code of a disabled member', () => ({ recommend_code: 'LOCKED01' }), false],
    ['an unknown code', () => ({ recommend_code: 'NOPE1234' }), false],
  ])('%s -> is_valid %s', async (_, body, expected) => {
    const res = await validMessage(body());
    expect(codeOf(res)).toBe(100);
    expect(res.json().body).toEqual({ is_valid: expected });
  });

  it.each([
    ['neither', {}],
    ['both', { agent_id: '1', recommend_code: 'PLAYER01' }],
    ['an object', { agent_id: { id: 1 } }],
  ])('refuses %s with HTTP 400', async (_, body) => {
    expect((await validMessage(body)).statusCode).toBe(400);
  });
});

describe('POST /api/member_info', () => {
  it("answers an active agent's currency", async () => {
    const res = await post(app, '/api/member_info', { id: String(memberId(app, 'agent01')) });
    expect(codeOf(res)).toBe(100);
    expect(res.json().body).toEqual({ currency: 'USD' });
  });

  it('answers 106 for anyone who is not an active agent', async () => {
    for (const account of ['player01', 'agent02']) {
      expect(codeOf(await post(app, '/api/member_info', { id: memberId(app, account) }))).toBe(106);
    }
    expect((await post(app, '/api/member_info', { id: 'abc' })).statusCode).toBe(400);
    expect((await post(app, '/api/member_info', {})).statusCode).toBe(400);
  });
});

describe('POST /api/bonus_setting/check', () => {
  it.each([
    ['USD', 1],
    ['INR', 1],
    ['VND', 0],
    ['EUR', 0],
  ])('%s -> is_friend %s', async (member_currency, expected) => {
    const res = await post(app, '/api/bonus_setting/check', { site_id: '1', member_currency });
    expect(codeOf(res)).toBe(100);
    expect(res.json().body).toEqual({ is_friend: expected });
  });

  it('refuses a body without a currency', async () => {
    expect((await post(app, '/api/bonus_setting/check', { site_id: '1' })).statusCode).toBe(400);
  });
});
