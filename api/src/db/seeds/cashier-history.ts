// Ledger history for seeded members, so that for each of them the ledger sums to the balances the
// seed gave them (main + provider wallets), as it would had the money come through the cashier.
// A plan of orders, transfers and spins is replayed to ledger rows in time order with running
// balances; the first deposit is sized so the history ends exactly at the member's balances.
import type { Db } from '../database.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** A time `days` ago, `minutes` into that moment (kept in the past for minutes < 720). */
const ago = (now: number, days: number, minutes = 0) => now - days * DAY + minutes * MINUTE;

export interface HistoryMember {
  id: number;
  main: number;
  /** Provider wallets and their balances (cents). */
  wallets: Map<string, number>;
}
export interface MethodPick {
  id: number | null;
  name: string;
}
type Status = 'pending' | 'approved' | 'rejected';

export type Step =
  | {
      kind: 'order';
      type: 'deposit' | 'withdrawal';
      status: Status;
      amount: number;
      at: number;
      decided: number | null;
      method: MethodPick;
    }
  | { kind: 'transfer'; gp: string; toProvider: boolean; amount: number | 'all'; at: number }
  | { kind: 'spin'; gp: string; bet: number; win: number; at: number };

interface Row {
  gp_id: string | null;
  amount: number;
  reason: string;
  at: number;
}

let seq = 0;
/** Seed order numbers: the day of the order and a counter (unique within a run; the seed runs once per member). */
function orderNumber(type: 'deposit' | 'withdrawal', at: number, memberId: number): string {
  seq += 1;
  const day = new Date(at).toISOString().slice(0, 10).replaceAll('-', '');
  return `${type === 'deposit' ? 'D' : 'W'}${day}${String(memberId).padStart(4, '0')}${String(seq % 10_000).padStart(4, '0')}`;
}

/** The ledger rows of the steps, oldest first (order numbers filled by `numberOf`). */
function rowsOf(steps: Step[], numberOf: (s: Step) => string): Row[] {
  const rows: Row[] = [];
  const providerHeld = new Map<string, number>();
  for (const s of steps) {
    if (s.kind === 'order') {
      const no = numberOf(s);
      if (s.type === 'deposit' && s.status === 'approved')
        rows.push({ gp_id: null, amount: s.amount, reason: `deposit:${no}`, at: s.decided! });
      if (s.type === 'withdrawal') {
        rows.push({ gp_id: null, amount: -s.amount, reason: `withdrawal:${no}`, at: s.at });
        if (s.status === 'rejected')
          rows.push({ gp_id: null, amount: s.amount, reason: `withdrawal_refund:${no}`, at: s.decided! });
      }
    } else if (s.kind === 'transfer') {
      const amount = s.amount === 'all' ? (providerHeld.get(s.gp) ?? 0) : s.amount;
      const signed = s.toProvider ? amount : -amount;
      providerHeld.set(s.gp, (providerHeld.get(s.gp) ?? 0) + signed);
      rows.push({
        gp_id: null,
        amount: -signed,
        reason: s.toProvider ? `transfer_to:${s.gp}` : `transfer_from:${s.gp}`,
        at: s.at,
      });
      rows.push({
        gp_id: s.gp,
        amount: signed,
        reason: s.toProvider ? 'transfer_from:main' : 'transfer_to:main',
        at: s.at,
      });
    } else {
      providerHeld.set(s.gp, (providerHeld.get(s.gp) ?? 0) - s.bet + s.win);
      rows.push({ gp_id: s.gp, amount: -s.bet, reason: 'bet', at: s.at });
      if (s.win > 0) rows.push({ gp_id: s.gp, amount: s.win, reason: 'win', at: s.at });
    }
  }
  return rows.sort((a, b) => a.at - b.at);
}

/** Writes the steps: orders and ledger rows with running balances. Throws if a balance would dip below 0 or miss the member's. */
function write(db: Db, member: HistoryMember, steps: Step[], account: { id: number; masked: string } | null): void {
  const numbers = new Map<Step, string>();
  const numberOf = (s: Step) => {
    if (!numbers.has(s)) numbers.set(s, orderNumber((s as { type: 'deposit' | 'withdrawal' }).type, s.at, member.id));
    return numbers.get(s)!;
  };
  const rows = rowsOf(steps, numberOf);
  const insertOrder = db.prepare(
    `INSERT INTO cashier_orders (order_number, member_id, type, status, amount_cents, method_id, method_name,
       bank_account_id, bank_account_masked, request_id, created_at, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const s of steps) {
    if (s.kind !== 'order') continue;
    const no = numberOf(s);
    const withdrawal = s.type === 'withdrawal';
    insertOrder.run(
      no,
      member.id,
      s.type,
      s.status,
      s.amount,
      s.method.id,
      s.method.name,
      withdrawal ? (account?.id ?? null) : null,
      withdrawal ? (account?.masked ?? '**** 0000') : null,
      `seed-${no}`,
      s.at,
      s.decided,
    );
  }
  const insertRow = db.prepare(
    'INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const balances = new Map<string, number>();
  for (const r of rows) {
    const wallet = r.gp_id ?? 'main';
    const after = (balances.get(wallet) ?? 0) + r.amount;
    if (after < 0) throw new Error(`seed history of member ${member.id} takes ${wallet} below 0`);
    balances.set(wallet, after);
    insertRow.run(member.id, r.gp_id, r.amount, after, r.reason, r.at);
  }
  const expected = new Map([['main', member.main], ...member.wallets]);
  for (const [wallet, cents] of expected) {
    if ((balances.get(wallet) ?? 0) !== cents)
      throw new Error(
        `seed history of member ${member.id} ends ${wallet} at ${balances.get(wallet) ?? 0}, not ${cents}`,
      );
  }
}

/**
 * Writes a history planned step by step (the agent seed's downline) and returns the balances it
 * ends at, for the caller to give the member: the ledger then sums to them by construction.
 */
export function writeSteps(db: Db, memberId: number, steps: Step[]): { main: number; wallets: Map<string, number> } {
  const wallets = new Map<string, number>();
  for (const r of rowsOf(steps, () => 'x'))
    wallets.set(r.gp_id ?? 'main', (wallets.get(r.gp_id ?? 'main') ?? 0) + r.amount);
  const main = wallets.get('main') ?? 0;
  wallets.delete('main');
  write(db, { id: memberId, main, wallets }, steps, null);
  return { main, wallets };
}

/** Main's net change of the steps (the opening deposit excluded). */
const mainNet = (steps: Step[]) =>
  rowsOf(steps, () => 'x').reduce((sum, r) => sum + (r.gp_id === null ? r.amount : 0), 0);

/** One approved deposit of everything 30 days ago, then each provider wallet's share moved in. */
export function writeOpening(db: Db, member: HistoryMember, deposit: MethodPick, now: number): void {
  const total = [...member.wallets.values()].reduce((s, c) => s + c, member.main);
  if (total === 0) return;
  const steps: Step[] = [
    {
      kind: 'order',
      type: 'deposit',
      status: 'approved',
      amount: total,
      at: ago(now, 30),
      decided: ago(now, 30, 5),
      method: deposit,
    },
    ...[...member.wallets]
      .filter(([, c]) => c > 0)
      .map(([gp, amount]): Step => ({ kind: 'transfer', gp, toProvider: true, amount, at: ago(now, 30, 10) })),
  ];
  write(db, member, steps, null);
}

export interface RichHistoryMethods {
  bank: MethodPick;
  card: MethodPick;
  wallet: MethodPick;
  withdrawal: MethodPick;
}

/**
 * A month of play (player01): deposits approved, rejected and pending; withdrawals approved,
 * rejected (refunded) and pending (held); sessions on two providers with bets and wins; and
 * the last session leaving each provider wallet at its balance.
 */
export function writeRichHistory(
  db: Db,
  member: HistoryMember,
  m: RichHistoryMethods,
  account: { id: number; masked: string } | null,
  now: number,
): void {
  const session = (gp: string, days: number, spins: [number, number][], back: boolean): Step[] => [
    {
      kind: 'transfer',
      gp,
      toProvider: true,
      amount: spins.reduce((s, [bet, win]) => s + bet - win, 0) + (back ? 15_000 : (member.wallets.get(gp) ?? 0)),
      at: ago(now, days),
    },
    ...spins.map(([bet, win], i): Step => ({ kind: 'spin', gp, bet, win, at: ago(now, days, i + 1) })),
    ...(back ? [{ kind: 'transfer', gp, toProvider: false, amount: 'all', at: ago(now, days, 30) } as Step] : []),
  ];
  const order = (
    type: 'deposit' | 'withdrawal',
    status: Status,
    amount: number,
    days: number,
    method: MethodPick,
    decideAfterMin = 20,
  ): Step => ({
    kind: 'order',
    type,
    status,
    amount,
    at: ago(now, days),
    decided: status === 'pending' ? null : ago(now, days, decideAfterMin),
    method,
  });
  const rest: Step[] = [
    order('deposit', 'approved', 30_000, 27, m.card),
    ...session(
      'GPR8',
      26,
      [
        [500, 0],
        [500, 2_000],
        [1_000, 0],
        [200, 0],
        [1_000, 5_000],
      ],
      true,
    ),
    order('withdrawal', 'approved', 15_000, 22, m.withdrawal, 360),
    order('deposit', 'rejected', 10_000, 18, m.wallet),
    order('withdrawal', 'rejected', 12_000, 15, m.withdrawal, 600),
    ...session(
      'GPJD',
      12,
      [
        [1_000, 0],
        [500, 1_500],
        [2_000, 0],
      ],
      true,
    ),
    order('deposit', 'approved', 40_000, 9, m.bank),
    ...[...member.wallets]
      .filter(([, c]) => c > 0)
      .flatMap(([gp]) =>
        session(
          gp,
          6,
          [
            [1_000, 0],
            [500, 1_500],
            [2_000, 0],
            [500, 0],
          ],
          false,
        ),
      ),
    order('withdrawal', 'pending', 8_000, 3, m.withdrawal),
    order('deposit', 'pending', 20_000, 1, m.bank),
  ];
  const opening = member.main - mainNet(rest);
  if (opening <= 0) {
    writeOpening(db, member, m.bank, now);
    return;
  }
  write(db, member, [order('deposit', 'approved', opening, 29, m.bank, 15), ...rest], account);
}
