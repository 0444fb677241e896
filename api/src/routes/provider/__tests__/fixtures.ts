// Test fixtures of the provider area: the catalogue rows these tests play with (inserted here so
// they do not depend on the catalogue seed), fresh members with a deposit, and the ledger sums.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GAME_TYPES } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { post, startApp } from '../../../test/helpers.js';
import { startPusherRecorder, type PusherRecorder } from '../../../test/pusher-recorder.js';

/** Providers of the fixture (their own ids, so the seed's rows are not disturbed). */
export const GP = { slots: 'GPZB', more: 'GPZC', off: 'GPZX', sports: 'GPZS', demo: 'GPR8' } as const;

export const GAMES = {
  /** An active slot of an active provider, named per language. */
  slot: { gp_id: GP.slots, game_type: 2, game_code: 'zb-lucky-bee' },
  other: { gp_id: GP.more, game_type: 2, game_code: 'zc-gold-rush' },
  switchedOff: { gp_id: GP.slots, game_type: 2, game_code: 'zb-retired' },
  offProvider: { gp_id: GP.off, game_type: 2, game_code: 'zx-any' },
  demo: { gp_id: GP.demo, game_type: 2, game_code: 'r8-fixture-demo' },
  noDemo: { gp_id: GP.demo, game_type: 2, game_code: 'r8-fixture-real' },
  sport: { gp_id: GP.sports, game_type: 4, game_code: 'zs-quick-cricket' },
} as const;

export const SLOT_NAMES = { en_US: 'Lucky Bee', zh_CN: '幸运蜜蜂' };

export function insertCatalogue(db: Db): void {
  const type = db.prepare(
    'INSERT OR IGNORE INTO game_types (gt_id, prefix, type_name, gt_name, sort) VALUES (?, ?, ?, ?, ?)',
  );
  GAME_TYPES.forEach((t, i) => type.run(t.gt_id, t.prefix, t.type_name, JSON.stringify({ en_US: t.game }), i));
  const provider = db.prepare(
    'INSERT OR IGNORE INTO game_providers (gp_id, gp_name, active, demo) VALUES (?, ?, ?, ?)',
  );
  provider.run(GP.slots, 'ZB Slots', 1, 0);
  provider.run(GP.more, 'ZC Slots', 1, 0);
  provider.run(GP.off, 'ZX Closed', 0, 0);
  provider.run(GP.sports, 'ZS Sports', 1, 0);
  provider.run(GP.demo, 'R8 Slots', 1, 1);
  const game = db.prepare(
    `INSERT OR IGNORE INTO games (gp_id, game_type, game_code, game_name, active, demo) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  game.run(GAMES.slot.gp_id, 2, GAMES.slot.game_code, JSON.stringify(SLOT_NAMES), 1, 0);
  game.run(GAMES.other.gp_id, 2, GAMES.other.game_code, 'Gold Rush', 1, 0);
  game.run(GAMES.switchedOff.gp_id, 2, GAMES.switchedOff.game_code, 'Retired', 0, 0);
  game.run(GAMES.offProvider.gp_id, 2, GAMES.offProvider.game_code, 'Closed', 1, 0);
  game.run(GAMES.demo.gp_id, 2, GAMES.demo.game_code, 'Demo Fruits', 1, 1);
  game.run(GAMES.noDemo.gp_id, 2, GAMES.noDemo.game_code, 'Real Fruits', 1, 0);
  game.run(GAMES.sport.gp_id, 4, GAMES.sport.game_code, 'Quick Cricket', 1, 0);
}

let memberCount = 0;

export interface TestMember {
  id: number;
  token: string;
  headers: Record<string, string>;
}

/** A member of site 1 with a deposit (a ledger row like a real one) and a session. */
export function newMember(
  app: FastifyInstance,
  opts: { depositCents?: number; currency?: string; walletStatus?: 0 | 1 } = {},
): TestMember {
  const db = app.services.db;
  memberCount += 1;
  const account = `zb${process.pid}x${memberCount}`;
  const { depositCents = 0, currency = 'USD', walletStatus = 1 } = opts;
  const id = db.transaction(() => {
    const member = db
      .prepare(
        `INSERT INTO members (site_id, member_account, password_hash, member_currency, cash_cents, wallet_status, created_at)
         VALUES ('1', ?, 'not-a-hash', ?, ?, ?, ?)`,
      )
      .run(account, currency, depositCents, walletStatus, Date.now());
    const memberId = Number(member.lastInsertRowid);
    if (depositCents > 0) {
      db.prepare(
        `INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, NULL, ?, ?, 'deposit', ?)`,
      ).run(memberId, depositCents, depositCents, Date.now());
    }
    return memberId;
  })();
  const token = app.services.sessions.create(id, '127.0.0.1', 'jest');
  return { id, token, headers: { authorization: token } };
}

export interface Books {
  main: number;
  providers: number;
  ledger: number;
  deposits: number;
  bets: number;
  wins: number;
  transfers: number;
  /** The cashier's rows: approved deposits, held withdrawals, refunds. */
  cashier: number;
}

/** The member's balances and ledger sums, in cents. */
export function books(db: Db, memberId: number): Books {
  const main = db.prepare('SELECT cash_cents FROM members WHERE id = ?').pluck().get(memberId) as number;
  const providers = db
    .prepare('SELECT COALESCE(SUM(cash_cents), 0) FROM member_wallets WHERE member_id = ?')
    .pluck()
    .get(memberId) as number;
  const sum = (where: string) =>
    db
      .prepare(`SELECT COALESCE(SUM(amount_cents), 0) FROM wallet_ledger WHERE member_id = ? ${where}`)
      .pluck()
      .get(memberId) as number;
  return {
    main,
    providers,
    ledger: sum(''),
    deposits: sum("AND reason = 'deposit'"),
    bets: 0 - sum("AND reason = 'bet'"), // not -sum: -0 when there is none
    wins: sum("AND reason = 'win'"),
    transfers: sum("AND reason LIKE 'transfer_%'"),
    cashier: sum("AND (reason GLOB 'deposit:*' OR reason GLOB 'withdrawal:*' OR reason GLOB 'withdrawal_refund:*')"),
  };
}

/** Ledger rows of a member, oldest first. */
export const ledgerRows = (db: Db, memberId: number) =>
  db
    .prepare(
      'SELECT gp_id, amount_cents, balance_after_cents, reason FROM wallet_ledger WHERE member_id = ? ORDER BY id',
    )
    .all(memberId) as { gp_id: string | null; amount_cents: number; balance_after_cents: number; reason: string }[];

export const providerCents = (db: Db, memberId: number, gpId: string) =>
  (db.prepare('SELECT cash_cents FROM member_wallets WHERE member_id = ? AND gp_id = ?').pluck().get(memberId, gpId) as
    number | undefined) ?? 0;

/** The token of a game URL ('/api/provider/slot?token=…'). */
export const tokenOf = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('token') ?? '';

/** A stand-in realtime server that is slow: holds each trigger call `delayMs`, then hands it to the recorder. */
async function startSlowPusher(
  recorder: PusherRecorder,
  delayMs: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const upstream = http.request(
          { host: '127.0.0.1', port: recorder.port, method: req.method, path: req.url, headers: req.headers },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        upstream.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A listening app with the fixture catalogue, publishing to a recorder of the pusher trigger API
 * (reached after `pusherDelayMs` when given: a realtime server that takes its time).
 */
export async function startProviderApp(
  env: Record<string, string> = {},
  opts: { pusherDelayMs?: number } = {},
): Promise<{ app: FastifyInstance; recorder: PusherRecorder; close(): Promise<void> }> {
  const recorder = await startPusherRecorder();
  const slow = opts.pusherDelayMs ? await startSlowPusher(recorder, opts.pusherDelayMs) : null;
  const app = await startApp({ PUSHER_PORT: String(slow?.port ?? recorder.port), ...env });
  insertCatalogue(app.services.db);
  return {
    app,
    recorder,
    close: async () => {
      await app.close();
      await slow?.close();
      await recorder.close();
    },
  };
}

/** Payloads of one event published on a member's private channel, in order. */
export const memberEvents = (recorder: PusherRecorder, memberId: number, name: string) =>
  recorder.events
    .filter((e) => e.body.name === name && (e.body.channels ?? [e.body.channel]).includes(`private-member.${memberId}`))
    .map((e) => JSON.parse(e.body.data) as Record<string, unknown>);

/**
 * POST over real HTTP to the listening app (JSON body unless undefined). app.inject is not
 * usable under Jest here: light-my-request requires the ESM-only cookie 2.
 */
export const call = (app: FastifyInstance, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  post(app, url, payload, headers);
