// Test fixtures of responsible gaming's settings: a listening app with the development routes
// and the fixture catalogue (the cashier's and the provider area's fixtures), publishing to a
// recorder of the pusher trigger API; the calls; a second service on the same database with the
// test's clock (the routes' service runs on the real one).
import type { FastifyInstance } from 'fastify';
import type { ResponsibleGamingState, RgChange } from '@croupier/shared/contracts';
import { createGameSessions, REELS } from '../../../services/games/index.js';
import { createGameWallet } from '../../../services/cashier/index.js';
import { createResponsibleGaming } from '../../../services/responsible-gaming/index.js';
import { call, startCashierApp } from '../../cashier/__tests__/fixtures.js';
import { insertCatalogue } from '../../provider/__tests__/fixtures.js';

export { call, cashierMember, decide, deposit, memberEvents } from '../../cashier/__tests__/fixtures.js';
export { GAMES, tokenOf } from '../../provider/__tests__/fixtures.js';

export const RG = '/api/arks/web/member/responsible_gaming';

export async function startRgApp(env: Record<string, string> = {}) {
  const started = await startCashierApp(env);
  insertCatalogue(started.app.services.db);
  return started;
}

/** The routes' answer's data (throws on another code, naming the answer). */
export async function data<T>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<T> {
  const res = await call(app, `${RG}${path}`, body, headers);
  const json = res.json();
  if (json.code !== 100) throw new Error(`${path}: ${res.body}`);
  return json.data as T;
}

export const state = (app: FastifyInstance, headers: Record<string, string>) =>
  data<ResponsibleGamingState>(app, '', {}, headers);
export const history = (app: FastifyInstance, headers: Record<string, string>) =>
  data<RgChange[]>(app, '/history', {}, headers);

/** The limit of `kind`/`period` in a state. */
export const limitOf = (s: ResponsibleGamingState, kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month') => {
  const found = s.limits.find((l) => l.kind === kind && l.period === period);
  if (!found) throw new Error(`no ${kind} ${period} limit in the state`);
  return found;
};

/** The settings service on the app's database with a clock the test moves. */
export function clockedService(app: FastifyInstance) {
  const clock = { now: Date.now() };
  const service = createResponsibleGaming(app.services.db, app.services.sites, () => clock.now);
  return { clock, service };
}

/** The member row of an id (the service takes the row the session found). */
export function memberRow(app: FastifyInstance, id: number) {
  const row = app.services.members.findById(id);
  if (!row) throw new Error(`no member ${id}`);
  return row;
}

/** Stops whose pay line (bell, star, lemon) pays nothing. */
const LOSING_STOPS = [REELS[0]!.indexOf('bell'), REELS[1]!.indexOf('star'), REELS[2]!.indexOf('lemon')];

/**
 * Losing spins of `betCents` on a game session play1 opened (the session service on the app's
 * database with reels that stop on a losing line; the route draws them at random).
 */
export function losingSpins(app: FastifyInstance, gameToken: string, spins: number, betCents: number): void {
  const { db, mainLedger, publisher } = app.services;
  let calls = 0;
  const sessions = createGameSessions(db, createGameWallet(db, mainLedger, publisher, app.log), {
    random: (n) => LOSING_STOPS[calls++ % 3]! % n,
  });
  for (let i = 0; i < spins; i += 1) sessions.spin(gameToken, betCents);
}
