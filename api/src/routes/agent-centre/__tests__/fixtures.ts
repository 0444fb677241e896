// Test fixtures of the agent centre: the cashier's listening app (development routes, publishing
// to a recorder of the pusher trigger API) with a USD plan of site 1 written here (so the tests
// do not depend on the seed); members placed in a hierarchy with SQL; ledger rows written as the
// games and the cashier write them; the calls the tests make.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import { siteZone } from '../../agent/options.js';
import { post } from '../../../test/helpers.js';
import { startCashierApp, withdrawPasswordHash, WITHDRAW_PASSWORD } from '../../cashier/__tests__/fixtures.js';

export { memberEvents } from '../../provider/__tests__/fixtures.js';
export { WITHDRAW_PASSWORD };

dayjs.extend(utc);
dayjs.extend(timezone);

export async function startAgentApp(): ReturnType<typeof startCashierApp> {
  const started = await startCashierApp();
  writePlan(started.app);
  return started;
}

/**
 * The plan of site 1 in USD: transfers 10.00..5000.00; active with a valid bet of 100.00 in the
 * month; tier 1 from net revenue 0 and 1 active member at 10 %, tier 2 from 1000.00 and 3 active
 * members at 25 %, tier 3 from 1000000.00 and 1 member at 40 % (never reached here).
 */
export function writePlan(app: FastifyInstance): void {
  const db = app.services.db;
  db.transaction(() => {
    db.prepare("DELETE FROM agent_plan_tiers WHERE site_id = '1' AND currency = 'USD'").run();
    db.prepare("DELETE FROM agent_plans WHERE site_id = '1' AND currency = 'USD'").run();
    db.prepare(
      "INSERT INTO agent_plans (site_id, currency, active_min_valid_bet_cents, transfer_min_cents, transfer_max_cents) VALUES ('1', 'USD', 10000, 1000, 500000)",
    ).run();
    const tier = db.prepare(
      "INSERT INTO agent_plan_tiers (site_id, currency, tier, min_net_revenue_cents, min_active_members, rate_bp) VALUES ('1', 'USD', ?, ?, ?, ?)",
    );
    tier.run(1, 0, 1, 1000);
    tier.run(2, 100_000, 3, 2500);
    tier.run(3, 100_000_000, 1, 4000);
  })();
}

/** The zone of site 1 and a time in it ('2026-03-10 12:00'). */
export const zoneOf = (app: FastifyInstance) => siteZone(app.services.sites, '1');
export const at = (app: FastifyInstance, local: string) => dayjs.tz(local, zoneOf(app)).valueOf();

let count = 0;

export interface Placed {
  id: number;
  account: string;
  headers: Record<string, string>;
}

export interface PlaceOptions {
  parent?: number | null;
  agent?: boolean;
  /** is_agent but agent_active 0. */
  inactiveAgent?: boolean;
  currency?: string;
  status?: 'active' | 'disabled' | 'frozen';
  cashCents?: number;
  registeredAt?: number;
  agentSince?: number | null;
  firstDepositAt?: number | null;
  withdrawPassword?: boolean;
  prefix?: string;
}

/** A member of site 1 under `parent`, with a session. */
export async function place(app: FastifyInstance, o: PlaceOptions = {}): Promise<Placed> {
  const db = app.services.db;
  count += 1;
  const account = `${o.prefix ?? 'ag'}${process.pid}n${count}`;
  const isAgent = o.agent || o.inactiveAgent ? 1 : 0;
  const pw = o.withdrawPassword ? await withdrawPasswordHash() : '';
  const id = Number(
    db
      .prepare(
        `INSERT INTO members (site_id, member_account, password_hash, member_currency, cash_cents, status, is_agent, agent_active,
           parent_agent_id, agent_since, first_deposit_at, withdraw_password_hash, created_at)
         VALUES ('1', ?, 'not-a-hash', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        account,
        o.currency ?? 'USD',
        o.cashCents ?? 0,
        o.status ?? 'active',
        isAgent,
        o.agent ? 1 : 0,
        o.parent ?? null,
        isAgent ? (o.agentSince === undefined ? (o.registeredAt ?? Date.now()) : o.agentSince) : null,
        o.firstDepositAt ?? null,
        pw,
        o.registeredAt ?? Date.now(),
      ).lastInsertRowid,
  );
  if ((o.cashCents ?? 0) > 0)
    ledger(app, id, 'deposit', o.cashCents ?? 0, o.registeredAt ?? Date.now(), { move: false });
  const token = app.services.sessions.create(id, '127.0.0.1', 'jest');
  return { id, account, headers: { authorization: token } };
}

/**
 * A ledger row as the games and the cashier write them: 'bet' (negative) and 'win' on a provider
 * wallet, 'deposit:<order>' and 'withdrawal:<order>' (negative) / 'withdrawal_refund:<order>' on
 * main. `move` (default true for main rows) also changes members.cash_cents.
 */
export function ledger(
  app: FastifyInstance,
  memberId: number,
  reason: string,
  cents: number,
  createdAt: number,
  o: { move?: boolean } = {},
): void {
  const db = app.services.db;
  const onProvider = reason === 'bet' || reason === 'win';
  const gp = onProvider ? 'GPZB' : null;
  if (onProvider) db.prepare("INSERT OR IGNORE INTO game_providers (gp_id, gp_name) VALUES ('GPZB', 'ZB Slots')").run();
  const main = db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck().get(memberId) as number;
  if (!onProvider && (o.move ?? true))
    db.prepare('UPDATE members SET cash_cents = ? WHERE id = ?').run(main + cents, memberId);
  db.prepare(
    'INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(memberId, gp, cents, onProvider ? 0 : main + cents, reason, createdAt);
}

let orders = 0;
export const orderNo = (kind: 'D' | 'W') => `${kind}2026${process.pid}${(orders += 1)}`;

export const call = (app: FastifyInstance, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  post(app, url, payload, headers);

export const mainCents = (app: FastifyInstance, memberId: number) =>
  app.services.db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck().get(memberId) as number;

let requests = 0;
export const requestId = () => `agt-${process.pid}-${(requests += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/** The id of the seeded USD 'Bank Transfer' method of site 1. */
export const methodIdOf = (app: FastifyInstance, direction: 'deposit' | 'withdrawal') =>
  app.services.db
    .prepare(
      "SELECT id FROM cashier_methods WHERE site_id = '1' AND currency = 'USD' AND direction = ? AND name = 'Bank Transfer'",
    )
    .pluck()
    .get(direction) as number;
