// The payment methods and the bank accounts of a member over real HTTP: the lists, binding with
// its rules (holder, number, limit, duplicates), the default and where it moves on unbinding.
import { CashierCode, MemberCode } from '@croupier/shared/contracts';
import { MAX_BANK_ACCOUNTS } from '../../services/cashier/index.js';
import type { FastifyInstance } from 'fastify';
import { call, cashierMember, startCashierApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const store = (app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) =>
  call(
    app,
    '/api/arks/web/member/bank_account/store',
    { bank_code: 'BOFA', account_holder: 'Ann Lee', account_number: '1234567890', ...body },
    headers,
  );
const list = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await call(app, '/api/arks/web/member/bank_account', {}, headers)).json();

describe('cashier methods and bank accounts', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startCashierApp()));
  afterAll(() => close());

  it('lists the active methods of a currency by direction, with limits and quick amounts', async () => {
    const m = await cashierMember(app, { account: false });
    const usd = (await call(app, '/api/arks/web/cashier/methods', { currency: 'USD' }, m.headers)).json();
    expect(usd.code).toBe(100);
    expect(usd.data.deposit.map((d: { name: string }) => d.name)).toEqual([
      'Bank Transfer',
      'Visa / Mastercard',
      'Skrill',
    ]);
    expect(usd.data.deposit[0]).toEqual({
      id: expect.any(Number),
      kind: 'bank_transfer',
      name: 'Bank Transfer',
      min_amount: '10.00',
      max_amount: '10000.00',
      quick_amounts: ['50.00', '100.00', '200.00', '500.00', '1000.00'],
    });
    expect(usd.data.withdrawal).toEqual([
      expect.objectContaining({ name: 'Bank Transfer', kind: 'bank_transfer', min_amount: '20.00' }),
    ]);
    app.services.db.prepare("UPDATE cashier_methods SET active = 0 WHERE currency = 'VND' AND name = 'MoMo'").run();
    const vnd = (await call(app, '/api/arks/web/cashier/methods', { currency: 'vnd' }, m.headers)).json();
    expect(vnd.data.deposit.map((d: { name: string }) => d.name)).toEqual(['VietQR Bank Transfer', 'ZaloPay']);
    expect((await call(app, '/api/arks/web/cashier/methods', { currency: 'XYZ' }, m.headers)).json().data).toEqual({
      deposit: [],
      withdrawal: [],
    });
    expect((await call(app, '/api/arks/web/cashier/methods', { currency: 'USD' })).statusCode).toBe(401);
    expect((await call(app, '/api/arks/web/cashier/methods', { currency: 'U$D' }, m.headers)).statusCode).toBe(400);
  });

  it('binds accounts: the first is the default, numbers are masked, the banks are of the member’s currency', async () => {
    const m = await cashierMember(app, { account: false, currency: 'INR' });
    expect(await list(app, m.headers)).toMatchObject({ code: 100, data: { list: [], max: MAX_BANK_ACCOUNTS } });
    expect((await list(app, m.headers)).data.banks.map((b: { bank_code: string }) => b.bank_code)).toEqual([
      'SBIN',
      'HDFC',
      'ICIC',
      'UTIB',
    ]);
    const first = (await store(app, m.headers, { bank_code: 'ICIC', account_number: '001122334455' })).json();
    expect(first).toMatchObject({
      code: 100,
      data: {
        bank_code: 'ICIC',
        bank_name: 'ICICI Bank',
        account_holder: 'Ann Lee',
        account_number_masked: '**** 4455',
        is_default: 1,
      },
    });
    const second = (await store(app, m.headers, { bank_code: 'HDFC', account_number: '12345678901234' })).json();
    expect(second.data.is_default).toBe(0);
    const third = (
      await store(app, m.headers, { bank_code: 'SBIN', account_number: '99988877766', is_default: 1 })
    ).json();
    expect(third.data.is_default).toBe(1);
    const accounts = (await list(app, m.headers)).data.list as { id: number; is_default: number }[];
    expect(accounts.map((a) => [a.id, a.is_default])).toEqual([
      [third.data.id, 1],
      [first.data.id, 0],
      [second.data.id, 0],
    ]);
    expect(JSON.stringify(accounts)).not.toContain('001122334455');
  });

  it.each([
    [
      'a holder other than the profile name',
      { account_holder: 'Someone Else' },
      CashierCode.bankHolderMismatch,
      'account_holder',
    ],
    ['letters in the number', { account_number: '12345abc90' }, CashierCode.bankAccountNumberInvalid, 'account_number'],
    [
      'a number of the wrong length',
      { account_number: '123456789' },
      CashierCode.bankAccountNumberInvalid,
      'account_number',
    ],
    ['a bank of another currency', { bank_code: 'HDFC' }, MemberCode.invalidField, 'bank_code'],
    ['no holder', { account_holder: '  ' }, MemberCode.invalidField, 'account_holder'],
  ])('refuses %s', async (_what, body, code, field) => {
    const m = await cashierMember(app, { account: false, name: 'Ann Lee' });
    const res = (await store(app, m.headers, body)).json();
    expect(res).toMatchObject({ code, data: { field, key: expect.stringMatching(/^bank\./) } });
    expect((await list(app, m.headers)).data.list).toEqual([]);
  });

  it('refuses a duplicate and a sixth account; malformed bodies are 400', async () => {
    const m = await cashierMember(app, { account: false });
    expect((await store(app, m.headers, {})).json().code).toBe(100);
    expect((await store(app, m.headers, {})).json()).toMatchObject({
      code: CashierCode.bankAccountDuplicate,
      data: null,
    });
    for (let i = 1; i < MAX_BANK_ACCOUNTS; i += 1)
      expect((await store(app, m.headers, { account_number: `123456789${i}` })).json().code).toBe(100);
    expect((await store(app, m.headers, { account_number: '5555555555' })).json().code).toBe(
      CashierCode.bankAccountLimit,
    );
    expect((await store(app, m.headers, { account_number: 1234567890 })).statusCode).toBe(400);
    expect((await store(app, m.headers, { is_default: 2 })).statusCode).toBe(400);
  });

  it('binds at most MAX_BANK_ACCOUNTS under concurrent binds', async () => {
    const m = await cashierMember(app, { account: false });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store(app, m.headers, { account_number: `20000000${i}0` })),
    );
    expect(answers.filter((a) => a.json().code === 100)).toHaveLength(MAX_BANK_ACCOUNTS);
    expect(
      (await list(app, m.headers)).data.list.filter((a: { is_default: number }) => a.is_default === 1),
    ).toHaveLength(1);
  });

  it('sets the default, and moves it to the oldest remaining account when the default is unbound', async () => {
    const m = await cashierMember(app, { account: false });
    const ids: number[] = [];
    for (const n of ['1000000001', '1000000002', '1000000003'])
      ids.push((await store(app, m.headers, { account_number: n })).json().data.id);
    expect(
      (await call(app, '/api/arks/web/member/bank_account/default', { id: ids[2] }, m.headers)).json(),
    ).toMatchObject({ code: 100, data: { id: ids[2], is_default: 1 } });
    const defaults = async () =>
      (await list(app, m.headers)).data.list
        .filter((a: { is_default: number }) => a.is_default === 1)
        .map((a: { id: number }) => a.id);
    expect(await defaults()).toEqual([ids[2]]);
    expect(
      (await call(app, '/api/arks/web/member/bank_account/destroy', { id: ids[2] }, m.headers)).json(),
    ).toMatchObject({ code: 100, data: { id: ids[2] } });
    expect(await defaults()).toEqual([ids[0]]);
    expect((await call(app, '/api/arks/web/member/bank_account/destroy', { id: ids[1] }, m.headers)).json().code).toBe(
      100,
    );
    expect(await defaults()).toEqual([ids[0]]);

    const other = await cashierMember(app, { account: false });
    for (const path of ['default', 'destroy']) {
      expect(
        (await call(app, `/api/arks/web/member/bank_account/${path}`, { id: ids[0] }, other.headers)).json(),
      ).toMatchObject({ code: MemberCode.notFound });
      expect((await call(app, `/api/arks/web/member/bank_account/${path}`, { id: -1 }, m.headers)).statusCode).toBe(
        400,
      );
    }
    expect(await defaults()).toEqual([ids[0]]);
  });
});
