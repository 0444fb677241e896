// Transfers to the downline over real HTTP and SQLite: both balances move in one transaction with
// their ledger rows and both members hear member.cash; only to an active downline member of the
// same currency; limits, balance and withdraw password; a repeated request_id moves once;
// concurrent transfers conserve the money and never take the agent below 0; the list; the
// member centre's Transaction page types the rows.
import { AgentCode, MemberCode } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import {
  call,
  mainCents,
  memberEvents,
  place,
  requestId,
  startAgentApp,
  WITHDRAW_PASSWORD,
  type Placed,
} from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const TRANSFER = '/api/arks/web/agent/transfer';

describe('agent transfers', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startAgentApp()));
  afterAll(() => close());

  const agentWith = (cashCents: number, withdrawPassword = true) =>
    place(app, { agent: true, cashCents, withdrawPassword });
  const transfer = (agent: Placed, member_account: string, amount: string, extra: Record<string, unknown> = {}) =>
    call(
      app,
      TRANSFER,
      { member_account, amount, withdraw_password: WITHDRAW_PASSWORD, request_id: requestId(), ...extra },
      agent.headers,
    );
  const ledgerOf = (id: number) =>
    app.services.db
      .prepare('SELECT amount_cents, balance_after_cents, reason FROM wallet_ledger WHERE member_id = ? ORDER BY id')
      .all(id);
  const transferCount = (agentId: number) =>
    app.services.db.prepare('SELECT COUNT(*) FROM agent_transfers WHERE agent_id = ?').pluck().get(agentId);

  it('answers the settings: the plan’s limits, the agent’s main balance, whether a withdraw password is set', async () => {
    const agent = await agentWith(123_456);
    expect((await call(app, '/api/arks/web/agent/transfer/settings', {}, agent.headers)).json()).toEqual({
      code: 100,
      message: 'success',
      data: { min_amount: '10.00', max_amount: '5000.00', cash: '1234.56', is_withdraw_password: 1 },
    });
    const without = await agentWith(0, false);
    expect((await call(app, '/api/arks/web/agent/transfer/settings', {}, without.headers)).json().data).toMatchObject({
      cash: '0.00',
      is_withdraw_password: 0,
    });
  });

  it('moves the amount from the agent to a member two levels down, with both ledger rows, and tells both', async () => {
    const agent = await agentWith(100_000);
    const sub = await place(app, { parent: agent.id, agent: true });
    const member = await place(app, { parent: sub.id, cashCents: 500 });
    const res = (await transfer(agent, member.account, '250.50')).json();
    expect(res).toMatchObject({
      code: 100,
      data: { transfer: { member_account: member.account, amount: '250.50' }, cash: '749.50' },
    });
    const id = res.data.transfer.id as number;
    expect([mainCents(app, agent.id), mainCents(app, member.id)]).toEqual([74_950, 25_550]);
    expect(ledgerOf(agent.id).slice(1)).toEqual([
      { amount_cents: -25_050, balance_after_cents: 74_950, reason: `agent_transfer_out:${id}` },
    ]);
    expect(ledgerOf(member.id).slice(1)).toEqual([
      { amount_cents: 25_050, balance_after_cents: 25_550, reason: `agent_transfer_in:${id}` },
    ]);
    expect(memberEvents(recorder, agent.id, 'member.cash')).toEqual([{ cash: '749.50' }]);
    expect(memberEvents(recorder, member.id, 'member.cash')).toEqual([{ cash: '255.50' }]);
  });

  it('answers a repeated request_id with the same transfer and moves nothing more', async () => {
    const agent = await agentWith(100_000);
    const member = await place(app, { parent: agent.id });
    const payload = {
      member_account: member.account,
      amount: '100',
      withdraw_password: WITHDRAW_PASSWORD,
      request_id: requestId(),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(app, TRANSFER, payload, agent.headers)));
    expect(new Set(answers.map((a) => JSON.stringify(a.json().data.transfer))).size).toBe(1);
    const again = (await call(app, TRANSFER, payload, agent.headers)).json();
    expect(again.data.transfer).toEqual(answers[0]?.json().data.transfer);
    expect([mainCents(app, agent.id), mainCents(app, member.id), transferCount(agent.id)]).toEqual([90_000, 10_000, 1]);
  });

  it('refuses a member outside the downline (302) and moves nothing: another agent’s, the upline, no such account, another currency, not active, itself', async () => {
    const other = await agentWith(0);
    const outsider = await place(app, { parent: other.id });
    const upline = await agentWith(0);
    const agent = await place(app, { agent: true, parent: upline.id, cashCents: 100_000, withdrawPassword: true });
    const euro = await place(app, { parent: agent.id, currency: 'EUR' });
    const disabled = await place(app, { parent: agent.id, status: 'disabled' });
    const frozen = await place(app, { parent: agent.id, status: 'frozen' });
    for (const account of [
      outsider.account,
      upline.account,
      'nobody-here',
      euro.account,
      disabled.account,
      frozen.account,
      agent.account,
    ]) {
      expect((await transfer(agent, account, '50')).json()).toMatchObject({
        code: AgentCode.notInDownline,
        data: null,
      });
    }
    expect(mainCents(app, agent.id)).toBe(100_000);
    for (const m of [outsider, upline, euro, disabled, frozen]) expect(mainCents(app, m.id)).toBe(0);
    expect(transferCount(agent.id)).toBe(0);
  });

  it.each([
    ['below the minimum', '9.99', {}, AgentCode.transferAmountOutOfRange, 'amount'],
    ['above the maximum', '5000.01', { cash: 1_000_000 }, AgentCode.transferAmountOutOfRange, 'amount'],
    ['above the balance', '1000.01', {}, AgentCode.insufficientBalance, 'amount'],
    ['an amount of the wrong form', '12.345', {}, MemberCode.invalidField, 'amount'],
    ['no account', '50', { account: '' }, MemberCode.invalidField, 'member_account'],
    ['a withdraw password of the wrong form', '50', { password: '12a' }, MemberCode.invalidField, 'withdraw_password'],
  ])(
    'refuses %s with its code and field, moving nothing',
    async (_what, amount, o: { cash?: number; account?: string; password?: string }, code, field) => {
      const agent = await agentWith(o.cash ?? 100_000);
      const member = await place(app, { parent: agent.id });
      const res = await transfer(
        agent,
        o.account ?? member.account,
        amount,
        o.password ? { withdraw_password: o.password } : {},
      );
      expect(res.json()).toMatchObject({ code, data: { field } });
      expect([mainCents(app, agent.id), mainCents(app, member.id), transferCount(agent.id)]).toEqual([
        o.cash ?? 100_000,
        0,
        0,
      ]);
    },
  );

  it('refuses a wrong withdraw password (305) and a missing one (306)', async () => {
    const agent = await agentWith(100_000);
    const member = await place(app, { parent: agent.id });
    expect((await transfer(agent, member.account, '50', { withdraw_password: '1111' })).json()).toMatchObject({
      code: AgentCode.withdrawPasswordWrong,
    });
    const without = await agentWith(100_000, false);
    const hers = await place(app, { parent: without.id });
    expect((await transfer(without, hers.account, '50')).json()).toMatchObject({
      code: AgentCode.withdrawPasswordNotSet,
    });
    expect([
      mainCents(app, agent.id),
      mainCents(app, without.id),
      mainCents(app, member.id),
      mainCents(app, hers.id),
    ]).toEqual([100_000, 100_000, 0, 0]);
  });

  it('conserves the money under concurrent transfers and never takes the agent below 0', async () => {
    const agent = await agentWith(100_000);
    const members = await Promise.all(Array.from({ length: 3 }, () => place(app, { parent: agent.id })));
    // 14 × 100.00 against 1000.00: at most 10 can pass, whatever their interleaving.
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => transfer(agent, (members[i % 3] as Placed).account, '100')),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 100)).toHaveLength(10);
    expect(codes.filter((c) => c !== 100).every((c) => c === AgentCode.insufficientBalance)).toBe(true);
    const received = members.reduce((s, m) => s + mainCents(app, m.id), 0);
    expect([mainCents(app, agent.id), received]).toEqual([0, 100_000]);
    // The last balance each member hears is its balance now.
    expect(memberEvents(recorder, agent.id, 'member.cash').at(-1)).toEqual({ cash: '0.00' });
    for (const m of members)
      expect(memberEvents(recorder, m.id, 'member.cash').at(-1)).toEqual({
        cash: (mainCents(app, m.id) / 100).toFixed(2),
      });
    for (const id of [agent.id, ...members.map((m) => m.id)]) {
      for (const row of ledgerOf(id) as { balance_after_cents: number }[])
        expect(row.balance_after_cents).toBeGreaterThanOrEqual(0);
    }
    const ledgerSum = app.services.db
      .prepare(
        `SELECT SUM(amount_cents) FROM wallet_ledger WHERE member_id IN (${[agent.id, ...members.map((m) => m.id)].join(',')})`,
      )
      .pluck()
      .get();
    expect(ledgerSum).toBe(100_000);
  });

  it('lists the agent’s transfers newest first with the range’s count and amount; the member centre types the rows', async () => {
    const agent = await agentWith(100_000);
    const a = await place(app, { parent: agent.id });
    const b = await place(app, { parent: agent.id });
    for (const [m, amount] of [
      [a, '10'],
      [b, '20.25'],
      [a, '30'],
    ] as const)
      expect((await transfer(agent, m.account, amount)).json().code).toBe(100);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = { start_date: day(-1), end_date: day(1) };
    const list = (
      await call(app, '/api/arks/web/agent/transfer/list', { ...range, page: 1, count: 2 }, agent.headers)
    ).json().data;
    expect(list.list.map((t: { member_account: string; amount: string }) => [t.member_account, t.amount])).toEqual([
      [a.account, '30.00'],
      [b.account, '20.25'],
    ]);
    expect([list.total_count, list.total_amount]).toEqual([3, '60.25']);
    const none = (
      await call(
        app,
        '/api/arks/web/agent/transfer/list',
        { start_date: '2020-01-01', end_date: '2020-01-31', page: 1, count: 20 },
        agent.headers,
      )
    ).json().data;
    expect(none).toEqual({ list: [], total_count: 0, total_amount: '0.00' });
    expect(
      (
        await call(
          app,
          '/api/arks/web/agent/transfer/list',
          { start_date: '2026-02-30', end_date: '2026-03-01', page: 1, count: 20 },
          agent.headers,
        )
      ).statusCode,
    ).toBe(400);

    const types = async (who: Placed, type: string) =>
      (await call(app, '/api/arks/web/member/ledger', { ...range, page: 1, count: 20, type }, who.headers))
        .json()
        .data.list.map((r: { type: string; amount: string }) => [r.type, r.amount]);
    expect(await types(agent, 'agent_transfer_out')).toEqual([
      ['agent_transfer_out', '-30.00'],
      ['agent_transfer_out', '-20.25'],
      ['agent_transfer_out', '-10.00'],
    ]);
    expect(await types(a, 'all')).toEqual([
      ['agent_transfer_in', '30.00'],
      ['agent_transfer_in', '10.00'],
    ]);
  });

  it('answers notAgent to members who are no active agents', async () => {
    const upline = await agentWith(0);
    const member = await place(app, { parent: upline.id, cashCents: 100_000, withdrawPassword: true });
    const inactive = await place(app, { inactiveAgent: true, cashCents: 100_000, withdrawPassword: true });
    const target = await place(app, { parent: inactive.id });
    for (const who of [member, inactive]) {
      expect((await call(app, '/api/arks/web/agent/transfer/settings', {}, who.headers)).json().code).toBe(
        AgentCode.notAgent,
      );
      expect((await transfer(who, target.account, '50')).json().code).toBe(AgentCode.notAgent);
      expect(
        (
          await call(
            app,
            '/api/arks/web/agent/transfer/list',
            { start_date: '2026-01-01', end_date: '2026-01-31', page: 1, count: 20 },
            who.headers,
          )
        ).json().code,
      ).toBe(AgentCode.notAgent);
    }
    expect([mainCents(app, member.id), mainCents(app, inactive.id), mainCents(app, target.id)]).toEqual([
      100_000, 100_000, 0,
    ]);
  });
});
