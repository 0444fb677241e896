// The console's cashier over real HTTP and SQLite: the queue, a decision exactly once under
// concurrent clicks (the ledger's rules), who may do what, and the audit entries.
import type { FastifyInstance } from 'fastify';
import { send } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession, addSecondSite } from '../../../test/operator.js';
import type { PusherRecorder } from '../../../test/pusher-recorder.js';
import {
  cashierMember,
  deposit,
  ledgerRows,
  mainCents,
  memberEvents,
  startCashierApp,
  withdraw,
} from '../../cashier/__tests__/fixtures.js';

jest.setTimeout(120_000);

const accountOf = (app: FastifyInstance, id: number) =>
  app.services.db.prepare('SELECT member_account FROM members WHERE id = ?').pluck().get(id) as string;

describe('the console’s cashier', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  let owner: OperatorSession;
  beforeAll(async () => {
    ({ app, recorder, close } = await startCashierApp());
    addSecondSite(app);
    owner = await signInOperator(app);
  });
  afterAll(() => close());

  const decide = (who: OperatorSession, order: string, approve: boolean, reason = 'checked the bank statement') =>
    who.call(`/sites/1/orders/${order}/decide`, { approve, reason });

  it('lists the pending queue oldest first, each order with its member, amount, currency and method', async () => {
    const m = await cashierMember(app, { account: false });
    const account = accountOf(app, m.id);
    const a = (await deposit(app, m, '10.50')).json().data.order_number as string;
    const b = (await deposit(app, m, '20')).json().data.order_number as string;
    const c = (await deposit(app, m, '30')).json().data.order_number as string;
    const res = await owner.call(`/sites/1/orders?member_account=${account.toUpperCase()}&limit=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.items.map((o: { order_number: string }) => o.order_number)).toEqual([a, b]);
    expect(page.items[0]).toMatchObject({
      order_number: a,
      member_account: account,
      type: 'deposit',
      status: 'pending',
      amount: '10.50',
      amount_cents: 1_050,
      currency: 'USD',
      method_name: 'Bank Transfer',
      created_at: expect.any(Number),
      decided_at: null,
    });
    expect(page.next_before_id).toBeNull();
    const rest = (
      await owner.call(`/sites/1/orders?member_account=${account}&limit=2&after_id=${page.next_after_id}`)
    ).json().data;
    expect(rest.items.map((o: { order_number: string }) => o.order_number)).toEqual([c]);
    expect(rest.next_after_id).toBeNull();

    expect((await decide(owner, a, false)).statusCode).toBe(200);
    const declined = (await owner.call(`/sites/1/orders?member_account=${account}&status=declined`)).json().data;
    expect(declined.items.map((o: { order_number: string }) => o.order_number)).toEqual([a]);
    const all = (await owner.call(`/sites/1/orders?member_account=${account}&status=all&kind=deposit`)).json().data;
    expect(all.items.map((o: { order_number: string }) => o.order_number)).toEqual([c, b, a]);
    expect((await owner.call(`/sites/1/orders?member_account=${account}&kind=withdrawal`)).json().data.items).toEqual(
      [],
    );
    expect((await owner.call(`/sites/2/orders?member_account=${account}&status=all`)).json().data.items).toEqual([]);
  });

  it('credits a deposit once for 10 approvals at once: one 200, nine 409, one audit entry', async () => {
    const m = await cashierMember(app, { account: false, depositCents: 1_000 });
    const order = (await deposit(app, m, '200')).json().data.order_number as string;
    const answers = await Promise.all(Array.from({ length: 10 }, () => decide(owner, order, true)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toMatchObject({ code: 409, data: { order_number: order, status: 'approved' } });
    expect(answers.find((a) => a.statusCode === 200)!.json()).toMatchObject({
      code: 100,
      data: { order_number: order, status: 'approved', decided_at: expect.any(Number) },
    });
    expect(mainCents(app, m.id)).toBe(21_000);
    expect(ledgerRows(app.services.db, m.id).slice(1)).toEqual([
      { gp_id: null, amount_cents: 20_000, balance_after_cents: 21_000, reason: `deposit:${order}` },
    ]);
    while (memberEvents(recorder, m.id, 'member.cash').length === 0) await recorder.waitFor(recorder.events.length + 1);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '210.00' }]);

    const audit = (await owner.call(`/audit?action=order.approve`)).json().data.items as {
      target: string;
      before: unknown;
      after: unknown;
    }[];
    expect(audit.filter((e) => e.target === order)).toEqual([
      expect.objectContaining({
        site_id: '1',
        operator_account: 'owner',
        before: { status: 'pending', type: 'deposit', amount: '200.00', member: accountOf(app, m.id) },
        after: { status: 'approved', amount: '200.00', reason: 'checked the bank statement' },
      }),
    ]);
  });

  it('gives a declined withdrawal back, once, and audits it', async () => {
    const m = await cashierMember(app, { depositCents: 50_000 });
    const order = (await withdraw(app, m, '120')).json().data.order_number as string;
    expect(mainCents(app, m.id)).toBe(38_000);
    expect((await decide(owner, order, false, 'name mismatch')).json()).toMatchObject({
      code: 100,
      data: { status: 'rejected' },
    });
    expect(mainCents(app, m.id)).toBe(50_000);
    expect((await decide(owner, order, false)).statusCode).toBe(409);
    expect(mainCents(app, m.id)).toBe(50_000);
    expect(ledgerRows(app.services.db, m.id).slice(1)).toEqual([
      { gp_id: null, amount_cents: -12_000, balance_after_cents: 38_000, reason: `withdrawal:${order}` },
      { gp_id: null, amount_cents: 12_000, balance_after_cents: 50_000, reason: `withdrawal_refund:${order}` },
    ]);
    const [entry] = (await owner.call(`/audit?action=order.decline`))
      .json()
      .data.items.filter((e: { target: string }) => e.target === order);
    expect(entry).toMatchObject({
      before: { status: 'pending', type: 'withdrawal', amount: '120.00' },
      after: { status: 'rejected', reason: 'name mismatch' },
    });
  });

  it('answers 404 for an order the site does not have, changing nothing', async () => {
    const m = await cashierMember(app, { account: false });
    const order = (await deposit(app, m, '20')).json().data.order_number as string;
    expect((await decide(owner, 'D000', true)).statusCode).toBe(404);
    const elsewhere = await owner.call(`/sites/2/orders/${order}/decide`, { approve: true, reason: 'x' });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 404]);
    expect(app.services.cashier.byNumber(order)?.status).toBe('pending');
  });

  describe('who may', () => {
    let cashier: OperatorSession;
    let support: OperatorSession;
    let editor: OperatorSession;
    let otherSite: OperatorSession;
    beforeAll(async () => {
      cashier = await operatorWithRoles(app, owner, 'cash-one', ['cashier']);
      support = await operatorWithRoles(app, owner, 'support-one', ['support']);
      editor = await operatorWithRoles(app, owner, 'editor-one', ['content_editor']);
      otherSite = await operatorWithRoles(app, owner, 'cash-two', ['cashier'], { all_sites: false, site_ids: ['2'] });
    });

    it('a cashier reads and decides; support reads only; a content editor neither; another site’s cashier neither', async () => {
      const m = await cashierMember(app, { account: false });
      const order = (await deposit(app, m, '20')).json().data.order_number as string;
      expect((await support.call('/sites/1/orders')).statusCode).toBe(200);
      expect((await decide(support, order, true)).statusCode).toBe(403);
      expect((await editor.call('/sites/1/orders')).statusCode).toBe(403);
      expect((await decide(editor, order, true)).statusCode).toBe(403);
      expect((await otherSite.call('/sites/1/orders')).statusCode).toBe(403);
      expect((await decide(otherSite, order, true)).statusCode).toBe(403);
      expect((await otherSite.call('/sites/2/orders')).statusCode).toBe(200);
      expect(app.services.cashier.byNumber(order)?.status).toBe('pending');
      expect((await decide(cashier, order, true)).statusCode).toBe(200);
      expect(mainCents(app, m.id)).toBe(2_000);
      const entry = (await owner.call('/audit?action=order.approve&operator=cash-one')).json().data.items[0];
      expect(entry).toMatchObject({ target: order, operator_account: 'cash-one' });
    });

    it('answers 401 without a session and 403 without the CSRF header', async () => {
      const m = await cashierMember(app, { account: false });
      const order = (await deposit(app, m, '20')).json().data.order_number as string;
      expect((await send(app, '/api/operator/sites/1/orders', { method: 'GET' })).statusCode).toBe(401);
      const body = JSON.stringify({ approve: true, reason: 'x' });
      const json = { 'content-type': 'application/json' };
      expect(
        (await send(app, `/api/operator/sites/1/orders/${order}/decide`, { body, headers: json })).statusCode,
      ).toBe(401);
      const noCsrf = await send(app, `/api/operator/sites/1/orders/${order}/decide`, {
        body,
        headers: { ...json, cookie: cashier.cookie },
      });
      expect(noCsrf.statusCode).toBe(403);
      expect(app.services.cashier.byNumber(order)?.status).toBe('pending');
    });
  });

  it('answers hostile bodies and queries with 400, never a 5xx, deciding nothing', async () => {
    const m = await cashierMember(app, { account: false });
    const order = (await deposit(app, m, '20')).json().data.order_number as string;
    const path = `/api/operator/sites/1/orders/${order}/decide`;
    const bodies = [
      '',
      'not json',
      '[]',
      'null',
      '{}',
      '{"approve":true}',
      '{"approve":"yes","reason":"x"}',
      '{"approve":true,"reason":""}',
      '{"approve":true,"reason":"   "}',
      `{"approve":true,"reason":"${'r'.repeat(501)}"}`,
      '{"approve":true,"reason":{"$ne":1}}',
      '{"__proto__":{"polluted":true},"approve":true,"reason":"x"}',
    ];
    for (const body of bodies) {
      const res = await send(app, path, {
        body,
        headers: { 'content-type': 'application/json', cookie: owner.cookie, 'x-csrf-token': owner.csrf },
      });
      expect([body, res.statusCode]).toEqual([body, 400]);
    }
    expect(
      (await owner.call(`/sites/1/orders/${'D'.repeat(41)}/decide`, { approve: true, reason: 'x' })).statusCode,
    ).toBe(400);
    for (const query of [
      'status=maybe',
      'kind=bonus',
      'limit=0',
      'limit=201',
      'limit=abc',
      'before_id=0',
      'after_id=-1',
      'from=9e99',
      'limit=1e400',
      'limit=Infinity',
      'after_id=-Infinity',
      'status=all&before_id=1e400',
      `member_account=${'a'.repeat(65)}`,
    ]) {
      expect([query, (await owner.call(`/sites/1/orders?${query}`)).statusCode]).toEqual([query, 400]);
    }
    expect(app.services.cashier.byNumber(order)?.status).toBe('pending');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
