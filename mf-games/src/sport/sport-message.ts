// What the sportsbook iframe posts (spec 01 §4, SportMessage): `event` S001 with a height, or an
// event containing U003 with the game to open. Anything else, or a malformed message, is null.
import { SPORT_MSG_HEIGHT, SPORT_MSG_OPEN_GAME, type SportMessage } from '@croupier/shared';

export type SportAction =
  { kind: 'height'; height: number } | { kind: 'open-game'; game: NonNullable<SportMessage['game']> };

/** The tallest height accepted, so a broken page cannot make the document absurdly long. */
export const SPORT_MAX_HEIGHT_PX = 50_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

export function readSportMessage(data: unknown): SportAction | null {
  const message = parse(data);
  if (!isRecord(message) || typeof message.event !== 'string') return null;
  if (message.event === SPORT_MSG_HEIGHT) {
    const height = Number(message.height);
    return Number.isFinite(height) && height > 0
      ? { kind: 'height', height: Math.min(Math.ceil(height), SPORT_MAX_HEIGHT_PX) }
      : null;
  }
  if (message.event.includes(SPORT_MSG_OPEN_GAME)) {
    const game = message.game;
    if (!isRecord(game) || typeof game.gp_id !== 'string' || game.gp_id === '' || typeof game.game_code !== 'string')
      return null;
    const game_type = Number(game.game_type);
    if (!Number.isInteger(game_type)) return null;
    return { kind: 'open-game', game: { gp_id: game.gp_id, game_type, game_code: game.game_code } };
  }
  return null;
}
