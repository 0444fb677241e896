// Messages between the site and a running game's page (a game window, or the iframe of the modal
// and page modes) by postMessage: the site tells the game of a reality check (issue 14: "a game
// window gets the same message through the site"), the game page answers with the player's
// choice. The texts are the site's, already in the player's language. Node-safe: types and a
// valibot schema; the api's slot page and mf-games both read them.
import * as v from 'valibot';

export const GAME_WINDOW_MSG_SOURCE = 'croupier';

export type GameWindowMsg =
  /** Site -> game: show the reality check over the game (it pauses play until answered). */
  | {
      source: typeof GAME_WINDOW_MSG_SOURCE;
      type: 'reality-check';
      title: string;
      body: string;
      keep_playing: string;
      log_out: string;
    }
  /** Site -> game: the site's dialog was answered there: hide the game's copy. */
  | { source: typeof GAME_WINDOW_MSG_SOURCE; type: 'reality-check-closed' }
  /** Game -> site (its opener or parent): the player's choice in the game's copy. */
  | { source: typeof GAME_WINDOW_MSG_SOURCE; type: 'reality-check-answer'; answer: 'keep-playing' | 'log-out' };

const text = v.pipe(v.string(), v.maxLength(2000));
export const GameWindowMsgSchema = v.variant('type', [
  v.object({
    source: v.literal(GAME_WINDOW_MSG_SOURCE),
    type: v.literal('reality-check'),
    title: text,
    body: text,
    keep_playing: text,
    log_out: text,
  }),
  v.object({ source: v.literal(GAME_WINDOW_MSG_SOURCE), type: v.literal('reality-check-closed') }),
  v.object({ source: v.literal(GAME_WINDOW_MSG_SOURCE), type: v.literal('reality-check-answer'), answer: v.picklist(['keep-playing', 'log-out']) }),
]);

/** The message, or null for anything else posted to the window. */
export function parseGameWindowMsg(value: unknown): GameWindowMsg | null {
  const result = v.safeParse(GameWindowMsgSchema, value);
  return result.success ? (result.output as GameWindowMsg) : null;
}
