// POST /api/register/verification: the unique checks the register form runs on blur.
import type { FastifyInstance } from 'fastify';
import { post, startApp } from '../../test/helpers.js';
import { codeOf } from './__tests__/register-helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp();
  // A VND member with an identity id (VND keeps identity ids unique).
  app.services.db.prepare("UPDATE members SET identity_id = 'VN-123456' WHERE member_account = 'linh_vnd'").run();
});
afterAll(() => app.close());

const verify = (fields: Record<string, unknown>, member_currency = 'USD') =>
  post(app, '/api/register/verification', { fields, site_id: '1', member_currency, verification: 1 });

describe('POST /api/register/verification', () => {
  it.each([
    ['a taken account (any case)', { member_account: 'PLAYER01' }, 'USD', 102],
    ['a free account', { member_account: 'brand_new1' }, 'USD', 100],
    ['a taken email where emails are unique', { member_email: 'Daniel.Carter@croupier.example' }, 'USD', 105],
    ['a taken phone where phones are unique', { member_phone: '4155550187' }, 'USD', 104],
    ['a taken phone in VND', { member_phone: '0912345678' }, 'VND', 104],
    ['a taken name where names are not unique', { member_name: 'Daniel Carter' }, 'USD', 100],
    ['a taken identity id where it is unique', { identity_id: 'VN-123456' }, 'VND', 114],
    ['a taken identity id where the field is not shown', { identity_id: 'VN-123456' }, 'USD', 100],
    ['an empty value', { member_email: '' }, 'USD', 100],
    [
      'two fields, the account first',
      { member_email: 'daniel.carter@croupier.example', member_account: 'player01' },
      'USD',
      102,
    ],
  ])('%s -> %i', async (_, fields, currency, code) => {
    expect(codeOf(await verify(fields, currency))).toBe(code);
  });

  it.each([
    ['no field', {}],
    ['an unknown field', { password: 'x' }],
    ['a number', { member_account: { a: 1 } }],
    ['an oversized value', { member_email: 'a'.repeat(300) }],
  ])('refuses %s with HTTP 400', async (_, fields) => {
    expect((await verify(fields)).statusCode).toBe(400);
  });

  it('refuses a currency the site does not offer', async () => {
    expect((await verify({ member_account: 'abcdef1' }, 'EUR')).statusCode).toBe(400);
  });
});
