// The money never leaks: many members launching, spinning, leaving and transferring back at
// once, over real HTTP against a listening app on a real SQLite file. For every member:
// main + provider wallets = sum of the ledger = deposits - bets + wins; transfers sum to 0;
// no balance ever below 0; each wallet's ledger is a running balance ending at the wallet; and
// the last member.cash heard is the main balance, one per money-moving call. The cashier's
// deposits, withdrawals and their approvals and rejections run in the same mix: every deposit
// approved once credits once, every withdrawal holds what left main and a rejection gives it back.
// And every seeded member's ledger sums to its balances.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import { cashierMember, decide, deposit, withdraw, type CashierMember } from '../cashier/__tests__/fixtures.js';
import { books, call, GAMES, ledgerRows, memberEvents, startProviderApp, tokenOf } from './__tests__/fixtures.js';

jest.setTimeout(120_000);

const ROUNDS = 6;
/** Spins on tokens opened earlier (some ended or emptied meanwhile: 410 / 409). */
const SPINS_PER_ROUND = 4;
const SPINS_AFTER_LAUNCH = 4;

describe('the ledger under concurrent launches, spins, leaves and transfer-backs', () => {
  let dir: string;
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-ledger-'));
    ({ app, recorder, close } = await startProviderApp({
      DATABASE_PATH: path.join(dir, 'ledger.db'),
      CROUPIER_DEV_ROUTES: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('explains every seeded member’s balances: the ledger sums to main + provider wallets, a running balance per wallet', () => {
    const db = app.services.db;
    const seeded = db.prepare("SELECT id, member_account FROM members WHERE site_id = '1' ORDER BY id").all() as {
      id: number;
      member_account: string;
    }[];
    expect(seeded.map((m) => m.member_account)).toEqual(
      expect.arrayContaining(['player01', 'ravi_inr', 'linh_vnd', 'demo_player', 'double01', 'bindfirst01']),
    );
    for (const m of seeded) {
      const b = books(db, m.id);
      expect([m.member_account, b.main + b.providers]).toEqual([m.member_account, b.ledger]);
      const running = new Map<string, number>();
      for (const row of ledgerRows(db, m.id)) {
        const after = (running.get(row.gp_id ?? 'main') ?? 0) + row.amount_cents;
        expect(row.balance_after_cents).toBe(after);
        expect(after).toBeGreaterThanOrEqual(0);
        running.set(row.gp_id ?? 'main', after);
      }
    }
  });

  it('balances for every member, with no balance below zero and member.cash telling the last main balance', async () => {
    const members = await Promise.all(
      [1_000, 2_550, 10_000, 99, 50_000, 7_777].map((cents) => cashierMember(app, { depositCents: cents * 10 })),
    );
    const tokens = new Map<number, string[]>(members.map((m) => [m.id, []]));
    const answers: { what: string; member: number; code: number; status: number; publishes?: boolean }[] = [];
    const codeOf = (body: { code?: number; header?: { status: string } }) =>
      body.code ?? Number(body.header!.status.slice(-3));

    async function spin(m: CashierMember, token: string): Promise<void> {
      const bet = ['0.10', '0.50', '1.00', '2.00', '5.00'][Math.floor(Math.random() * 5)];
      const res = await call(app, '/api/provider/slot/spin', { token, bet });
      answers.push({ what: 'spin', member: m.id, code: codeOf(res.json()), status: res.statusCode });
    }

    async function act(m: CashierMember, what: string): Promise<void> {
      let res;
      if (what === 'play-a' || what === 'play-b') {
        const game = what === 'play-a' ? GAMES.slot : GAMES.other;
        res = await call(app, '/api/member/game/play1', { ...game, lobby_url: '/close', device: 1 }, m.headers);
        if (res.json().code === 100) {
          const token = tokenOf(res.json().data.game_url);
          tokens.get(m.id)!.push(token);
          // The member plays a few spins on the game just opened, while everything else goes on.
          for (let i = 0; i < SPINS_AFTER_LAUNCH; i += 1) await spin(m, token);
        }
      } else if (what === 'spin') {
        const list = tokens.get(m.id)!;
        if (list.length > 0) await spin(m, list[Math.floor(Math.random() * list.length)]!);
        return;
      } else if (what === 'leave') {
        res = await call(app, '/api/member/game/leave1', undefined, m.headers);
      } else if (what === 'back') {
        res = await call(app, '/api/member/profile/balance/all/back', undefined, m.headers);
      } else if (what === 'deposit' || what === 'withdraw') {
        // An order, then its decision (sometimes twice at once: one of them decides).
        const made =
          what === 'deposit'
            ? await deposit(app, m, String(20 + Math.floor(Math.random() * 80)))
            : await withdraw(app, m, '20');
        const approve = Math.random() < 0.6;
        answers.push({
          what,
          member: m.id,
          code: codeOf(made.json()),
          status: made.statusCode,
          publishes: what === 'withdraw' && made.json().code === 100,
        });
        if (made.json().code !== 100) return;
        const decisions = await Promise.all(
          Array.from({ length: Math.random() < 0.5 ? 1 : 2 }, () =>
            decide(app, made.json().data.order_number, approve),
          ),
        );
        for (const d of decisions) {
          const moved = d.json().code === 100 && (what === 'deposit' ? approve : !approve);
          answers.push({
            what: `${what}-decide`,
            member: m.id,
            code: codeOf(d.json()),
            status: d.statusCode,
            publishes: moved,
          });
        }
        return;
      } else {
        res = await call(app, '/api/member/profile/balance_get_back', undefined, m.headers);
      }
      answers.push({ what, member: m.id, code: codeOf(res.json()), status: res.statusCode });
    }

    for (let round = 0; round < ROUNDS; round += 1) {
      const work: Promise<void>[] = [];
      for (const m of members) {
        const acts = [
          'play-a',
          'play-b',
          ...Array<string>(SPINS_PER_ROUND).fill('spin'),
          ['leave', 'back', 'old-back'][round % 3]!,
          round % 2 ? 'back' : 'spin',
          'deposit',
          'withdraw',
        ];
        // Shuffled, so launches, spins and transfers cross each other differently every round.
        acts.sort(() => Math.random() - 0.5);
        for (const what of acts) work.push(act(m, what));
      }
      await Promise.all(work);
    }
    // Everyone leaves at the end; the money is all in main.
    await Promise.all(members.map((m) => act(m, 'leave')));

    // Every answer is a business answer: no 4xx/5xx (but the console's 409 for an order decided
    // already), only the codes each call may give.
    const allowed: Record<string, number[]> = {
      'play-a': [100],
      'play-b': [100],
      spin: [100, 409, 410],
      leave: [100],
      back: [100, 101],
      'old-back': [100, 101],
      // A withdrawal while the money is in a game: 403 (insufficientBalance).
      deposit: [100],
      withdraw: [100, 403],
      'deposit-decide': [100, 409],
      'withdraw-decide': [100, 409],
    };
    for (const a of answers) {
      expect(a.status).toBe(a.what.endsWith('-decide') && a.code === 409 ? 409 : 200);
      expect(allowed[a.what]).toContain(a.code);
    }
    expect(answers.filter((a) => a.what === 'spin' && a.code === 100).length).toBeGreaterThan(50);

    const db = app.services.db;
    for (const m of members) {
      const b = books(db, m.id);
      expect(b.main + b.providers).toBe(b.ledger);
      expect(b.ledger).toBe(b.deposits + b.cashier - b.bets + b.wins);
      expect(b.transfers).toBe(0);
      expect(b.providers).toBe(0);

      // Each wallet's rows form a running balance that ends at the wallet and never dips below 0.
      const running = new Map<string, number>();
      for (const row of ledgerRows(db, m.id)) {
        const wallet = row.gp_id ?? 'main';
        const after = (running.get(wallet) ?? 0) + row.amount_cents;
        expect(row.balance_after_cents).toBe(after);
        expect(after).toBeGreaterThanOrEqual(0);
        running.set(wallet, after);
      }
      expect(running.get('main')).toBe(b.main);

      // One member.cash per successful launch, leave and transfer-back; the last one is the main balance.
      const cash = memberEvents(recorder, m.id, 'member.cash');
      const moving = answers.filter(
        (a) => a.member === m.id && (a.publishes ?? (a.code === 100 && a.what !== 'spin')),
      ).length;
      expect(cash).toHaveLength(moving);
      expect(cash.at(-1)).toEqual({ cash: (b.main / 100).toFixed(2) });
    }
    // Each decided order was decided once, and the held amounts are the pending withdrawals.
    for (const m of members) {
      const decided = answers.filter((a) => a.member === m.id && a.what.endsWith('-decide') && a.code === 100).length;
      const orders = db
        .prepare("SELECT COUNT(*) FROM cashier_orders WHERE member_id = ? AND status <> 'pending'")
        .pluck()
        .get(m.id);
      expect(decided).toBe(orders);
      const held = db
        .prepare(
          "SELECT COALESCE(SUM(amount_cents), 0) FROM cashier_orders WHERE member_id = ? AND type = 'withdrawal' AND status IN ('pending', 'approved')",
        )
        .pluck()
        .get(m.id);
      const approvedDeposits = db
        .prepare(
          "SELECT COALESCE(SUM(amount_cents), 0) FROM cashier_orders WHERE member_id = ? AND type = 'deposit' AND status = 'approved'",
        )
        .pluck()
        .get(m.id) as number;
      expect(books(db, m.id).cashier).toBe(approvedDeposits - (held as number));
    }
    expect(answers.filter((a) => a.what === 'deposit-decide' && a.code === 100).length).toBeGreaterThan(10);

    const negatives = db
      .prepare(
        'SELECT (SELECT COUNT(*) FROM members WHERE cash_cents < 0) + (SELECT COUNT(*) FROM member_wallets WHERE cash_cents < 0)',
      )
      .pluck()
      .get();
    expect(negatives).toBe(0);
  });
});
