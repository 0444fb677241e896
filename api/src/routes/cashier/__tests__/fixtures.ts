// Test fixtures of the cashier: a listening app with the development routes, publishing to a
// recorder of the pusher trigger API; fresh members (with a session, optionally a withdraw
// password and a bound account); the calls the tests make (a decision: the console's owner's).
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../lib/passwords.js';
import { startPusherRecorder, type PusherRecorder } from '../../../test/pusher-recorder.js';
import { post, startApp } from '../../../test/helpers.js';
import { signInOperator } from '../../../test/operator.js';
import { newMember, type TestMember } from '../../provider/__tests__/fixtures.js';

export { books, ledgerRows, memberEvents } from '../../provider/__tests__/fixtures.js';

export const WITHDRAW_PASSWORD = '2580';
let hash: Promise<string> | null = null;
/** The hash of WITHDRAW_PASSWORD (argon2 is slow: made once a test file). */
export const withdrawPasswordHash = () => (hash ??= hashPassword(WITHDRAW_PASSWORD));

export async function startCashierApp(
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; recorder: PusherRecorder; close(): Promise<void> }> {
  const recorder = await startPusherRecorder();
  const app = await startApp({
    PUSHER_PORT: String(recorder.port),
    CROUPIER_DEV_ROUTES: '1',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  return {
    app,
    recorder,
    close: async () => {
      await app.close();
      await recorder.close();
    },
  };
}

export interface CashierMember extends TestMember {
  accountId: number | null;
}

/** A USD (or `currency`) member of site 1 with a session and `depositCents` in main; by default a withdraw password (2580) and a bound account. */
export async function cashierMember(
  app: FastifyInstance,
  opts: { depositCents?: number; currency?: string; withdrawPassword?: boolean; account?: boolean; name?: string } = {},
): Promise<CashierMember> {
  const m = newMember(app, { depositCents: opts.depositCents ?? 0, currency: opts.currency ?? 'USD' });
  const db = app.services.db;
  if (opts.name) db.prepare('UPDATE members SET member_name = ? WHERE id = ?').run(opts.name, m.id);
  if (opts.withdrawPassword ?? true) {
    db.prepare('UPDATE members SET withdraw_password_hash = ? WHERE id = ?').run(await withdrawPasswordHash(), m.id);
  }
  let accountId: number | null = null;
  if (opts.account ?? true) {
    const res = await call(
      app,
      '/api/arks/web/member/bank_account/store',
      { bank_code: 'CHASE', account_holder: 'Any Holder', account_number: `5550${m.id}`.padEnd(10, '7') },
      m.headers,
    );
    if (res.json().code !== 100) throw new Error(`bind failed: ${res.body}`);
    accountId = res.json().data.id;
  }
  return { ...m, accountId };
}

export const call = (app: FastifyInstance, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  post(app, url, payload, headers);

/** The id of a seeded method of site 1. */
export function methodId(
  app: FastifyInstance,
  currency: string,
  direction: 'deposit' | 'withdrawal',
  name: string,
): number {
  return app.services.db
    .prepare('SELECT id FROM cashier_methods WHERE site_id = ? AND currency = ? AND direction = ? AND name = ?')
    .pluck()
    .get('1', currency, direction, name) as number;
}

let requests = 0;
export const requestId = () => `req-${process.pid}-${(requests += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export const mainCents = (app: FastifyInstance, memberId: number) =>
  app.services.db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck().get(memberId) as number;

export async function deposit(
  app: FastifyInstance,
  m: TestMember,
  amount: string,
  extra: Record<string, unknown> = {},
) {
  return call(
    app,
    '/api/arks/web/cashier/deposit',
    { method_id: methodId(app, 'USD', 'deposit', 'Bank Transfer'), amount, request_id: requestId(), ...extra },
    m.headers,
  );
}

export async function withdraw(
  app: FastifyInstance,
  m: CashierMember,
  amount: string,
  extra: Record<string, unknown> = {},
) {
  return call(
    app,
    '/api/arks/web/cashier/withdrawal',
    {
      method_id: methodId(app, 'USD', 'withdrawal', 'Bank Transfer'),
      bank_account_id: m.accountId ?? 1,
      amount,
      withdraw_password: WITHDRAW_PASSWORD,
      request_id: requestId(),
      ...extra,
    },
    m.headers,
  );
}

/** The local owner's decision in the console (site 1's orders). */
export const decide = async (app: FastifyInstance, orderNumber: string, approve: boolean) =>
  (await signInOperator(app)).call(`/sites/1/orders/${encodeURIComponent(orderNumber)}/decide`, {
    approve,
    reason: approve ? 'paid in' : 'not paid',
  });
