// Launches of the api's own game page (game_sessions) and what moves money with them: a launch
// takes the whole main balance into the provider wallet, leaving brings it back, a spin bets on
// it. Each of these is ONE immediate transaction (money, ledger, session, is_playing, last
// played). The session token is handed out once; only its SHA-256 is stored.
import type { Db } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import {
  betOptions,
  cryptoRandom,
  defaultBet,
  demoStartCents,
  REEL_LENGTH,
  spinReels,
  type RandomInt,
  type SlotSymbol,
} from './game-sessions-slot.js';
import { type GameWallet, InsufficientBalanceError, type MovedBalance } from '../cashier/index.js';

/** A demo session (no member) plays for a day at most. */
export const DEMO_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export class SessionNotFoundError extends Error {}
export class SessionEndedError extends Error {}
export class InvalidBetError extends Error {}

export interface CatalogueGame {
  id: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  game_name: string;
  active: 0 | 1;
  demo: 0 | 1;
  provider_active: 0 | 1;
}

interface SessionRow {
  token_hash: string;
  member_id: number | null;
  game_id: number;
  gp_id: string;
  demo: 0 | 1;
  demo_cents: number;
  lobby_url: string;
  created_at: number;
  ended_at: number | null;
  lang: string;
  currency: string;
  last_stops: string;
  last_win_cents: number;
  game_name: string;
}

/** What the game page shows. */
export interface SessionView {
  title: string;
  lang: string;
  demo: boolean;
  ended: boolean;
  currency: string;
  balanceCents: number;
  lastWinCents: number;
  stops: number[];
  lobbyUrl: string;
  bets: number[];
  defaultBet: number;
}

export interface SpinResult {
  stops: number[];
  line: SlotSymbol[];
  betCents: number;
  winCents: number;
  balanceCents: number;
  demo: boolean;
  /** The member who played (null on a demo session). */
  memberId: number | null;
}

/** game_name is a plain string or a JSON map per language (en_US the fallback). */
export function gameNameIn(raw: string, lang: string): string {
  if (!raw.startsWith('{')) return raw;
  try {
    const names = JSON.parse(raw) as Record<string, unknown>;
    const pick = [names[lang], names.en_US, ...Object.values(names)].find((n) => typeof n === 'string' && n !== '');
    return typeof pick === 'string' ? pick : raw;
  } catch {
    return raw;
  }
}

const parseStops = (text: string): number[] => {
  const stops = text.split(',').map(Number);
  return stops.length === 3 && stops.every((n) => Number.isInteger(n) && n >= 0 && n < REEL_LENGTH) ? stops : [0, 0, 0];
};

export interface LaunchInput {
  member: { id: number; member_currency: string };
  game: CatalogueGame;
  lobbyUrl: string;
  lang: string;
  /** false when the member's transfers are switched off (wallet_status 0). */
  moveMoney: boolean;
}

export function createGameSessions(
  db: Db,
  wallet: GameWallet,
  options: { now?: () => number; random?: RandomInt } = {},
) {
  const now = options.now ?? Date.now;
  const random = options.random ?? cryptoRandom;

  const findGame = db.prepare(
    `SELECT g.id, g.gp_id, g.game_type, g.game_code, g.game_name, g.active, g.demo, p.active AS provider_active
     FROM games g JOIN game_providers p ON p.gp_id = g.gp_id
     WHERE g.gp_id = ? AND g.game_type = ? AND g.game_code = ?`,
  );
  const insertSession = db.prepare(
    `INSERT INTO game_sessions (token_hash, member_id, game_id, gp_id, demo, demo_cents, lobby_url, created_at, lang, currency)
     VALUES (@token_hash, @member_id, @game_id, @gp_id, @demo, @demo_cents, @lobby_url, @created_at, @lang, @currency)`,
  );
  const sessionByHash = db.prepare(
    `SELECT s.*, g.game_name FROM game_sessions s JOIN games g ON g.id = s.game_id WHERE s.token_hash = ?`,
  );
  const openProviders = db
    .prepare(
      'SELECT DISTINCT gp_id FROM game_sessions WHERE member_id = ? AND ended_at IS NULL AND demo = 0 ORDER BY gp_id',
    )
    .pluck();
  const endOpen = db.prepare('UPDATE game_sessions SET ended_at = ? WHERE member_id = ? AND ended_at IS NULL');
  const setPlaying = db.prepare('UPDATE members SET is_playing = ? WHERE id = ?');
  const touchLastPlayed = db.prepare(
    `INSERT INTO member_last_played (member_id, game_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = excluded.played_at`,
  );
  const writeDemo = db.prepare('UPDATE game_sessions SET demo_cents = ? WHERE token_hash = ?');
  const writeLast = db.prepare('UPDATE game_sessions SET last_stops = ?, last_win_cents = ? WHERE token_hash = ?');

  const isEnded = (s: SessionRow) =>
    s.ended_at !== null || (s.demo === 1 && s.created_at + DEMO_SESSION_TTL_MS <= now());
  const balanceOf = (s: SessionRow) =>
    s.demo === 1 || s.member_id === null ? s.demo_cents : wallet.providerCents(s.member_id, s.gp_id);

  const launchTx = db.transaction((input: LaunchInput, tokenHash: string) => {
    const { member, game } = input;
    const moved = input.moveMoney ? wallet.moveMainToProvider(member.id, game.gp_id) : 0;
    const t = now();
    insertSession.run({
      token_hash: tokenHash,
      member_id: member.id,
      game_id: game.id,
      gp_id: game.gp_id,
      demo: 0,
      demo_cents: 0,
      lobby_url: input.lobbyUrl,
      created_at: t,
      lang: input.lang,
      currency: member.member_currency,
    });
    setPlaying.run(1, member.id);
    touchLastPlayed.run(member.id, game.id, t);
    return moved;
  });

  const leaveTx = db.transaction((memberId: number, moveMoney: boolean) => {
    const gpIds = openProviders.all(memberId) as string[];
    endOpen.run(now(), memberId);
    const moved: MovedBalance[] = moveMoney
      ? gpIds.map((gp_id) => ({ gp_id, cents: wallet.moveProviderToMain(memberId, gp_id) }))
      : [];
    setPlaying.run(0, memberId);
    return { ended: gpIds, moved, mainCents: wallet.mainCents(memberId) };
  });

  const allBackTx = db.transaction((memberId: number, endSessions: boolean) => {
    if (endSessions && endOpen.run(now(), memberId).changes > 0) setPlaying.run(0, memberId);
    const moved = wallet.moveAllToMain(memberId);
    return { moved, mainCents: wallet.mainCents(memberId) };
  });

  const spinTx = db.transaction(
    (tokenHash: string, betCents: number, outcome: ReturnType<typeof spinReels>): SpinResult => {
      const s = sessionByHash.get(tokenHash) as SessionRow | undefined;
      if (!s) throw new SessionNotFoundError('no such game session');
      if (isEnded(s)) throw new SessionEndedError('the game session has ended');
      if (!betOptions(s.currency).includes(betCents))
        throw new InvalidBetError(`bet must be one of ${betOptions(s.currency).join(', ')} cents`);
      const winCents = betCents * outcome.multiplier;
      let balanceCents: number;
      if (s.demo === 1 || s.member_id === null) {
        if (s.demo_cents < betCents) throw new InsufficientBalanceError('the demo balance cannot cover the bet');
        balanceCents = s.demo_cents - betCents + winCents;
        writeDemo.run(balanceCents, tokenHash);
      } else {
        balanceCents = wallet.betAndWin(s.member_id, s.gp_id, betCents, winCents);
      }
      writeLast.run(outcome.stops.join(','), winCents, tokenHash);
      return {
        stops: outcome.stops,
        line: outcome.line,
        betCents,
        winCents,
        balanceCents,
        demo: s.demo === 1,
        memberId: s.demo === 1 ? null : s.member_id,
      };
    },
  );

  return {
    findGame: (gpId: string, gameType: number, gameCode: string) =>
      findGame.get(gpId, gameType, gameCode) as CatalogueGame | undefined,

    /** One transaction: money in (unless switched off), session, is_playing, last played. */
    launch(input: LaunchInput): { token: string; movedCents: number } {
      const token = randomToken();
      const movedCents = launchTx.immediate(input, sha256(token));
      return { token, movedCents };
    },

    /** A session on fun money: no member, no wallet. */
    launchDemo(input: { game: CatalogueGame; lobbyUrl: string; lang: string; currency: string }): string {
      const token = randomToken();
      insertSession.run({
        token_hash: sha256(token),
        member_id: null,
        game_id: input.game.id,
        gp_id: input.game.gp_id,
        demo: 1,
        demo_cents: demoStartCents(input.currency),
        lobby_url: input.lobbyUrl,
        created_at: now(),
        lang: input.lang,
        currency: input.currency,
      });
      return token;
    },

    /** Ends the member's open sessions and (unless switched off) moves those providers' balances back. */
    leave: (memberId: number, moveMoney: boolean) => leaveTx.immediate(memberId, moveMoney),

    /**
     * Moves every provider wallet back to main; with endSessions (a responsible-gaming limit is
     * reached) the member's open game sessions end with it, so the running game cannot go on.
     */
    transferAllBack: (memberId: number, endSessions = false) => allBackTx.immediate(memberId, endSessions),

    spin(token: string, betCents: number): SpinResult {
      return spinTx.immediate(sha256(token), betCents, spinReels(random));
    },

    view(token: string): SessionView | null {
      const s = sessionByHash.get(sha256(token)) as SessionRow | undefined;
      if (!s) return null;
      const balanceCents = balanceOf(s);
      return {
        title: gameNameIn(s.game_name, s.lang),
        lang: s.lang,
        demo: s.demo === 1,
        ended: isEnded(s),
        currency: s.currency,
        balanceCents,
        lastWinCents: s.last_win_cents,
        // Before the first spin: stops of the session's own (token hash), not of the game's random source.
        stops: s.last_stops
          ? parseStops(s.last_stops)
          : [0, 8, 16].map((at) => parseInt(s.token_hash.slice(at, at + 8), 16) % REEL_LENGTH),
        lobbyUrl: s.lobby_url,
        bets: betOptions(s.currency),
        defaultBet: defaultBet(s.currency, balanceCents),
      };
    },
  };
}
export type GameSessions = ReturnType<typeof createGameSessions>;
