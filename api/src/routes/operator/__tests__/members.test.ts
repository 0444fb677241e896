// The console's members over real HTTP and SQLite: search, the profile with balances and sessions,
// the ledger and orders, the support actions and the wallet adjustment, who may do what, and the
// audit entries.
import type { FastifyInstance } from 'fastify';
import { sessionIdOf } from '@croupier/shared/contracts';
import { send, tokenFor } from '../../../test/helpers.js';
import { operatorWithRoles, signInOperator, type OperatorSession, addSecondSite } from '../../../test/operator.js';
import type { PusherRecorder } from '../../../test/pusher-recorder.js';
import {
  call,
  cashierMember,
  decide,
  deposit,
  ledgerRows,
  mainCents,
  memberEvents,
  startCashierApp,
} from '../../cashier/__tests__/fixtures.js';

jest.setTimeout(120_000);

const LAYOUT = '/api/member/profile/common/layout';

describe('the console’s members', () => {
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

  /** A fresh member of site 1 with a session; its account and the fields given. */
  async function member(fields: Record<string, string> = {}, depositCents = 0) {
    const m = await cashierMember(app, { account: false, depositCents });
    for (const [column, value] of Object.entries(fields))
      app.services.db.prepare(`UPDATE members SET ${column} = ? WHERE id = ?`).run(value, m.id);
    const account = app.services.db.prepare('SELECT member_account FROM members WHERE id = ?').pluck().get(m.id);
    return { ...m, account: account as string };
  }
  const auditOf = async (action: string, target: string) =>
    (await owner.call(`/audit?action=${action}`))
      .json()
      .data.items.filter((e: { target: string }) => e.target === target);

  describe('search', () => {
    it('finds by account, real name, phone or e-mail, in any case, paging newest first', async () => {
      const a = await member({
        member_name: 'Quentin Marlowe',
        member_phone: '0987123999',
        member_email: 'qm@x.example',
      });
      const b = await member({ member_name: 'quentin Other', member_email: 'QUENTIN@y.example' });
      const ids = async (q: string, extra = '') =>
        (await owner.call(`/sites/1/members?q=${encodeURIComponent(q)}${extra}`))
          .json()
          .data.items.map((i: { id: number }) => i.id);
      expect(await ids('QUENTIN')).toEqual([b.id, a.id]);
      expect(await ids('7123999')).toEqual([a.id]);
      expect(await ids('QM@X.EX')).toEqual([a.id]);
      expect(await ids(a.account.toUpperCase())).toEqual([a.id]);
      const first = (await owner.call('/sites/1/members?q=quentin&limit=1')).json().data;
      expect(first.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
      expect(first.next_before_id).toBe(b.id);
      expect(await ids('quentin', `&before_id=${first.next_before_id}`)).toEqual([a.id]);
      expect(first.items[0]).toMatchObject({
        member_account: b.account,
        member_name: 'quentin Other',
        member_email: 'QUENTIN@y.example',
        status: 'active',
      });
      expect((await owner.call('/sites/2/members?q=quentin')).json().data.items).toEqual([]);
    });

    it('takes % and _ literally', async () => {
      const odd = await member({ member_name: 'Ab_c%d Wildcard' });
      await member({ member_name: 'Abxcyd Wildcard' });
      const ids = async (q: string) =>
        (await owner.call(`/sites/1/members?q=${encodeURIComponent(q)}`))
          .json()
          .data.items.map((i: { id: number }) => i.id);
      expect(await ids('b_c%d')).toEqual([odd.id]);
      expect(await ids('_c%')).toEqual([odd.id]);
      expect(await ids('%%%')).toEqual([]);
      expect(await ids('\\')).toEqual([]);
    });

    it('returns what the member typed as it is, in JSON', async () => {
      const name = '<img src=x onerror=alert(1)>"\'&';
      const m = await member({ member_name: name });
      const res = await owner.call(`/sites/1/members/${m.account}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.json().data.member.member_name).toBe(name);
    });
  });

  describe('a member', () => {
    it('shows the profile, the balances (main and game wallets) and the live sessions', async () => {
      const token = await tokenFor(app, 'player01', 'player123');
      const res = await owner.call('/sites/1/members/PLAYER01');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.member).toMatchObject({
        member_account: 'player01',
        member_name: 'Daniel Carter',
        member_email: 'daniel.carter@croupier.example',
        member_phone: '4155550187',
        member_currency: 'USD',
        site_id: '1',
        status: 'active',
        last_login_at: expect.any(Number),
      });
      expect(data.member).not.toHaveProperty('password_hash');
      expect(JSON.stringify(data)).not.toContain('argon2');
      const main = mainCents(app, data.member.id);
      expect(data.balances).toMatchObject({
        main: (main / 100).toFixed(2),
        games: expect.arrayContaining([
          { gp_id: 'GPR8', balance: '25.50' },
          { gp_id: 'GPJD', balance: '0.00' },
        ]),
      });
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.sessions[0]).toEqual({
        id: expect.any(String),
        created_at: expect.any(Number),
        last_seen_at: expect.any(Number),
        expires_at: expect.any(Number),
        address: expect.any(String),
        device: expect.any(String),
      });
      expect(JSON.stringify(data.sessions)).not.toContain(token);
      expect((await owner.call('/sites/1/members/nobody42')).statusCode).toBe(404);
      expect((await owner.call('/sites/2/members/player01')).statusCode).toBe(404);
    });

    it('lists every ledger row with its reason and the order it references, and the member’s orders', async () => {
      const m = await member({}, 5_000);
      const order = (await deposit(app, m, '20')).json().data.order_number as string;
      expect((await decide(app, order, true)).statusCode).toBe(200);
      const pending = (await deposit(app, m, '30')).json().data.order_number as string;
      const ledger = (await owner.call(`/sites/1/members/${m.account}/ledger`)).json().data;
      expect(ledger.items).toEqual([
        expect.objectContaining({
          type: 'deposit',
          reason: `deposit:${order}`,
          order_number: order,
          gp_id: null,
          amount: '20.00',
          balance_after: '70.00',
        }),
        expect.objectContaining({ type: 'deposit', reason: 'deposit', order_number: null, amount: '50.00' }),
      ]);
      const firstPage = (await owner.call(`/sites/1/members/${m.account}/ledger?limit=1`)).json().data;
      expect(firstPage.items).toHaveLength(1);
      const secondPage = (
        await owner.call(`/sites/1/members/${m.account}/ledger?limit=1&before_id=${firstPage.next_before_id}`)
      ).json().data;
      expect(secondPage).toMatchObject({ items: [{ reason: 'deposit' }], next_before_id: null });
      const orders = (await owner.call(`/sites/1/members/${m.account}/orders`)).json().data;
      expect(orders.items.map((o: { order_number: string; status: string }) => [o.order_number, o.status])).toEqual([
        [pending, 'pending'],
        [order, 'approved'],
      ]);
    });
  });

  describe('support actions', () => {
    it('force-logout ends every session, closes their sockets and is audited', async () => {
      const m = await member();
      const second = app.services.sessions.create(m.id, '10.0.0.9', 'another browser');
      expect((await owner.call(`/sites/1/members/${m.account}`)).json().data.sessions).toHaveLength(2);
      const res = await owner.call(`/sites/1/members/${m.account}/force-logout`, {});
      expect(res.json()).toMatchObject({ code: 100, data: { member_id: m.id, ended: 2 } });
      expect((await call(app, LAYOUT, {}, m.headers)).statusCode).toBe(401);
      expect((await call(app, LAYOUT, {}, { authorization: second })).statusCode).toBe(401);
      expect((await owner.call(`/sites/1/members/${m.account}`)).json().data.sessions).toEqual([]);
      const terminated = (token: string) =>
        recorder.events.some((e) => e.path.endsWith(`/users/${sessionIdOf(token)}/terminate_connections`));
      while (!terminated(m.token) || !terminated(second)) await recorder.waitFor(recorder.events.length + 1);
      expect(await auditOf('member.force_logout', m.account)).toEqual([
        expect.objectContaining({ before: { sessions: 2 }, after: { sessions: 0 } }),
      ]);
      // Nothing left to end: nothing changes, nothing is written.
      expect((await owner.call(`/sites/1/members/${m.account}/force-logout`, {})).json().data.ended).toBe(0);
      expect(await auditOf('member.force_logout', m.account)).toHaveLength(1);
    });

    it('sends a letter the member reads, publishing letter.sent, audited', async () => {
      const m = await member();
      const res = await owner.call(`/sites/1/members/${m.account}/letters`, {
        title: 'Your bonus',
        content: '<p>Claim it</p>',
      });
      expect(res.json()).toMatchObject({ code: 100, data: { id: expect.any(Number), member_id: m.id } });
      while (memberEvents(recorder, m.id, 'letter.sent').length === 0)
        await recorder.waitFor(recorder.events.length + 1);
      expect(memberEvents(recorder, m.id, 'letter.sent')).toEqual([{ id: res.json().data.id }]);
      expect(app.services.letters.list(m.id, 1, 10).list[0]).toMatchObject({
        title: 'Your bonus',
        content: '<p>Claim it</p>',
      });
      expect(await auditOf('member.letter', m.account)).toEqual([
        expect.objectContaining({ before: null, after: { letter_id: res.json().data.id, title: 'Your bonus' } }),
      ]);
    });

    it('forces a password change, publishing profile.updated, audited once', async () => {
      const m = await member();
      const res = await owner.call(`/sites/1/members/${m.account}/force-password-change`, {});
      expect(res.json()).toMatchObject({ code: 100, data: { member_id: m.id } });
      expect(
        (await call(app, LAYOUT, {}, m.headers)).json().data.member_common_layout.first_login_to_change_password,
      ).toBe(1);
      while (memberEvents(recorder, m.id, 'profile.updated').length === 0)
        await recorder.waitFor(recorder.events.length + 1);
      await owner.call(`/sites/1/members/${m.account}/force-password-change`, {});
      expect(await auditOf('member.force_password_change', m.account)).toEqual([
        expect.objectContaining({
          before: { first_login_to_change_password: 0 },
          after: { first_login_to_change_password: 1 },
        }),
      ]);
    });

    it('clean-cache publishes app_clean_cache on the member’s private channel, audited; 404 for no member', async () => {
      const m = await member();
      const res = await owner.call(`/sites/1/members/${m.account}/clean-cache`, {});
      expect(res.json()).toMatchObject({ code: 100, data: { member_id: m.id, published: true } });
      expect(
        recorder.events
          .filter((e) => e.body.name === 'app_clean_cache')
          .map((e) => ({ name: e.body.name, channels: e.body.channels, data: JSON.parse(e.body.data) as unknown })),
      ).toContainEqual({ name: 'app_clean_cache', channels: [`private-member.${m.id}`], data: {} });
      expect(await auditOf('member.clean_cache', m.account)).toEqual([
        expect.objectContaining({ after: { event: 'app_clean_cache' } }),
      ]);
      const missing = await owner.call('/sites/1/members/nobody42/clean-cache', {});
      expect([missing.statusCode, missing.json().code]).toEqual([404, 404]);
    });
  });

  describe('wallet-adjust', () => {
    it('changes the balance the member then sees, with one ledger row, publishes it and audits it', async () => {
      const m = await member({}, 100_000);
      const res = await owner.call(`/sites/1/members/${m.account}/wallet-adjust`, {
        amount: 1_250,
        reason: 'goodwill after outage',
      });
      expect(res.json()).toEqual({
        code: 100,
        message: 'success',
        data: { member_id: m.id, member_account: m.account, cash: '1012.50', ledger_id: expect.any(Number) },
      });
      while (memberEvents(recorder, m.id, 'member.cash').length === 0)
        await recorder.waitFor(recorder.events.length + 1);
      expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '1012.50' }]);
      const layout = (await call(app, LAYOUT, {}, m.headers)).json();
      expect(layout.data.member_common_layout.member_cash).toBe('1012.50');
      expect(ledgerRows(app.services.db, m.id).slice(1)).toEqual([
        { gp_id: null, amount_cents: 1_250, balance_after_cents: 101_250, reason: 'adjustment:goodwill after outage' },
      ]);
      const ledger = (await owner.call(`/sites/1/members/${m.account}/ledger?limit=1`)).json().data.items[0];
      expect(ledger).toMatchObject({ type: 'adjustment', reason: 'adjustment:goodwill after outage', amount: '12.50' });
      expect(await auditOf('member.wallet_adjust', m.account)).toEqual([
        expect.objectContaining({
          site_id: '1',
          before: { cash: '1000.00' },
          after: {
            cash: '1012.50',
            amount: '12.50',
            reason: 'goodwill after outage',
            ledger_id: res.json().data.ledger_id,
          },
        }),
      ]);
    });

    it('answers 409 when the balance would go below zero, changing nothing', async () => {
      const m = await member({}, 1_000);
      const res = await owner.call(`/sites/1/members/${m.account}/wallet-adjust`, { amount: -1_001, reason: 'x' });
      expect([res.statusCode, res.json().code]).toEqual([409, 409]);
      expect(mainCents(app, m.id)).toBe(1_000);
      expect(await auditOf('member.wallet_adjust', m.account)).toEqual([]);
      const down = await owner.call(`/sites/1/members/${m.account}/wallet-adjust`, { amount: -1_000, reason: 'x' });
      expect(down.json().data.cash).toBe('0.00');
    });

    it('answers 404 for an unknown member and 400 for a bad amount or reason', async () => {
      const adjust = (account: string, body: unknown) => owner.call(`/sites/1/members/${account}/wallet-adjust`, body);
      expect((await adjust('nobody42', { amount: 1, reason: 'x' })).statusCode).toBe(404);
      const m = await member({}, 1_000);
      for (const body of [
        { amount: 0, reason: 'x' },
        { amount: 12.5, reason: 'x' },
        { amount: '1.234', reason: 'x' },
        { amount: 1e20, reason: 'x' },
        { amount: 100 },
        { amount: 100, reason: '' },
        { amount: 100, reason: ' \t ' },
        { amount: 100, reason: 'r'.repeat(501) },
      ])
        expect([body, (await adjust(m.account, body)).statusCode]).toEqual([body, 400]);
      expect(mainCents(app, m.id)).toBe(1_000);
    });
  });

  describe('who may', () => {
    let cashier: OperatorSession;
    let support: OperatorSession;
    let editor: OperatorSession;
    let compliance: OperatorSession;
    let otherSite: OperatorSession;
    beforeAll(async () => {
      cashier = await operatorWithRoles(app, owner, 'm-cashier', ['cashier']);
      support = await operatorWithRoles(app, owner, 'm-support', ['support']);
      editor = await operatorWithRoles(app, owner, 'm-editor', ['content_editor']);
      compliance = await operatorWithRoles(app, owner, 'm-compliance', ['compliance']);
      otherSite = await operatorWithRoles(app, owner, 'm-support-2', ['support'], {
        all_sites: false,
        site_ids: ['2'],
      });
    });

    it('reads with members.read, acts with members.support, adjusts only as an owner', async () => {
      const m = await member({}, 1_000);
      const base = `/sites/1/members/${m.account}`;
      const reads = ['/sites/1/members?q=a', base, `${base}/ledger`, `${base}/orders`];
      const supportActions: [string, unknown][] = [
        [`${base}/letters`, { title: 't', content: 'c' }],
        [`${base}/force-password-change`, {}],
        [`${base}/clean-cache`, {}],
        [`${base}/force-logout`, {}],
      ];
      const adjust = [`${base}/wallet-adjust`, { amount: 100, reason: 'x' }] as const;
      const status = async (who: OperatorSession, path: string, body?: unknown) =>
        (await who.call(path, body)).statusCode;

      for (const path of reads) {
        expect([path, await status(cashier, path)]).toEqual([path, 200]);
        expect([path, await status(compliance, path)]).toEqual([path, 200]);
        expect([path, await status(editor, path)]).toEqual([path, 403]);
        expect([path, await status(otherSite, path)]).toEqual([path, 403]);
      }
      for (const [path, body] of supportActions) {
        expect([path, await status(cashier, path, body)]).toEqual([path, 403]);
        expect([path, await status(compliance, path, body)]).toEqual([path, 403]);
        expect([path, await status(editor, path, body)]).toEqual([path, 403]);
        expect([path, await status(otherSite, path, body)]).toEqual([path, 403]);
      }
      for (const who of [cashier, support, compliance, editor, otherSite])
        expect(await status(who, adjust[0], adjust[1])).toBe(403);
      expect(mainCents(app, m.id)).toBe(1_000);
      expect(app.services.letters.list(m.id, 1, 10).total_count).toBe(0);

      for (const [path, body] of supportActions) expect([path, await status(support, path, body)]).toEqual([path, 200]);
      expect(await auditOf('member.letter', m.account)).toEqual([
        expect.objectContaining({ operator_account: 'm-support' }),
      ]);
      expect(await status(owner, adjust[0], adjust[1])).toBe(200);
    });

    it('answers 401 without a session and 403 without the CSRF header', async () => {
      const m = await member({}, 1_000);
      expect((await send(app, '/api/operator/sites/1/members', { method: 'GET' })).statusCode).toBe(401);
      const path = `/api/operator/sites/1/members/${m.account}/wallet-adjust`;
      const body = JSON.stringify({ amount: 100, reason: 'x' });
      const json = { 'content-type': 'application/json' };
      expect((await send(app, path, { body, headers: json })).statusCode).toBe(401);
      expect((await send(app, path, { body, headers: { ...json, cookie: owner.cookie } })).statusCode).toBe(403);
      expect(mainCents(app, m.id)).toBe(1_000);
    });
  });

  it('answers hostile bodies and queries with 4xx, never a 5xx', async () => {
    const m = await member({}, 1_000);
    const base = `/api/operator/sites/1/members/${m.account}`;
    const bodies = [
      '',
      'not json',
      '[]',
      'null',
      '"x"',
      '{"__proto__":{"polluted":true}}',
      '{"amount":{"$gt":0},"reason":["x"],"title":{"a":1},"content":null}',
      `{"title":"${'t'.repeat(201)}","content":"c"}`,
      `{"title":"t","content":"${'c'.repeat(20_001)}"}`,
      '{"amount":"1e400","reason":"x"}',
    ];
    const answers: string[] = [];
    for (const path of ['letters', 'wallet-adjust', 'force-logout', 'force-password-change', 'clean-cache'])
      for (const body of bodies) {
        const res = await send(app, `${base}/${path}`, {
          body,
          headers: { 'content-type': 'application/json', cookie: owner.cookie, 'x-csrf-token': owner.csrf },
        });
        answers.push(`${res.statusCode} ${path} ${body.slice(0, 40)}`);
      }
    expect(
      answers.filter((a) => !a.startsWith('4') && !a.startsWith('200 force') && !a.startsWith('200 clean')),
    ).toEqual([]);
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=1e400',
      'before_id=0',
      'before_id=abc',
      `q=${'%25'.repeat(101)}`,
    ])
      expect([query, (await owner.call(`/sites/1/members?${query}`)).statusCode]).toEqual([query, 400]);
    for (const path of ['ledger', 'orders'])
      for (const query of ['limit=Infinity', 'before_id=1e400', 'limit=0'])
        expect([path, query, (await owner.call(`/sites/1/members/${m.account}/${path}?${query}`)).statusCode]).toEqual([
          path,
          query,
          400,
        ]);
    expect((await owner.call(`/sites/1/members/${'a'.repeat(65)}`)).statusCode).toBe(400);
    expect(mainCents(app, m.id)).toBe(1_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
