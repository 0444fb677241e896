// Test fixtures of the activities: the listening app of the cashier's tests, publishing to a
// recorder of the pusher trigger API; a site of their own ('A13', time zone Asia/Kolkata, +05:30
// all year) so that the demo site's seeded promotions stay out of the lists; members of it with a
// session; the calls the tests make.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { post } from '../../../test/helpers.js';
import { startCashierApp } from '../../cashier/__tests__/fixtures.js';

export { memberEvents } from '../../provider/__tests__/fixtures.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SITE = 'A13';
export const ZONE = 'Asia/Kolkata';

/** The app with the test site written. */
export async function startActivitiesApp(env: Record<string, string> = {}): ReturnType<typeof startCashierApp> {
  const started = await startCashierApp(env);
  writeSite(started.app.services.db);
  return started;
}

export function writeSite(db: Db): void {
  db.prepare(
    "INSERT OR IGNORE INTO sites (site_id, site_name, settings, env_config, created_at) VALUES (?, 'Activities', ?, '{}', 0)",
  ).run(SITE, JSON.stringify({ SITE_ID: SITE, CURRENCY: 'USD,INR', TIMEZONE: ZONE }));
}

export interface Member {
  id: number;
  account: string;
  /** The session's token; `headers` carry it as authorization. */
  token: string;
  headers: Record<string, string>;
}

let count = 0;
/** A member of the test site with a session and `cashCents` in main. */
export function member(app: FastifyInstance, o: { currency?: string; cashCents?: number; site?: string } = {}): Member {
  count += 1;
  const account = `act${process.pid}n${count}`;
  const db = app.services.db;
  const id = Number(
    db
      .prepare(
        "INSERT INTO members (site_id, member_account, password_hash, member_currency, cash_cents, created_at) VALUES (?, ?, 'not-a-hash', ?, ?, ?)",
      )
      .run(o.site ?? SITE, account, o.currency ?? 'USD', o.cashCents ?? 0, Date.now()).lastInsertRowid,
  );
  const token = app.services.sessions.create(id, '127.0.0.1', 'jest');
  return { id, account, token, headers: { authorization: token } };
}

export const call = (app: FastifyInstance, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  post(app, url, payload, headers);

export const mainCents = (app: FastifyInstance, memberId: number) =>
  app.services.db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck().get(memberId) as number;

export const ledgerOf = (app: FastifyInstance, memberId: number) =>
  app.services.db
    .prepare('SELECT amount_cents, balance_after_cents, reason FROM wallet_ledger WHERE member_id = ? ORDER BY id')
    .all(memberId) as {
    amount_cents: number;
    balance_after_cents: number;
    reason: string;
  }[];

/** An instant given as 'YYYY-MM-DD HH:mm' in `zone` (default the test site's). */
export const at = (local: string, zone = ZONE) => dayjs.tz(local, zone).valueOf();

let requests = 0;
export const requestId = () => `act-${process.pid}-${(requests += 1)}`;
