// Messages between the site and a running game's page (a game window, or the iframe of the modal
// and page modes) by postMessage: the site tells the game of a reality check ("a game
// window gets the same message through the site"), the game page answers with the player's
// choice. The texts are the site's, already in the player's language. Node-safe: types and their
// check; the api's slot page and mf-games both read them.

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

// Checked by hand, not with valibot: this module is in shared's root entry, which the page's
// remotes take whole from the share scope, and three small shapes are not worth the validator's
// code on every page.
const MAX_TEXT = 2000;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** The message, or null for anything else posted to the window. Fields it does not know are dropped. */
export function parseGameWindowMsg(value: unknown): GameWindowMsg | null {
  if (typeof value !== 'object' || value === null) return null;
  const msg = value as Record<string, unknown>;
  if (msg.source !== GAME_WINDOW_MSG_SOURCE) return null;
  const source = GAME_WINDOW_MSG_SOURCE;
  switch (msg.type) {
    case 'reality-check': {
      const { title, body, keep_playing, log_out } = msg;
      return isText(title) && isText(body) && isText(keep_playing) && isText(log_out)
        ? { source, type: 'reality-check', title, body, keep_playing, log_out }
        : null;
    }
    case 'reality-check-closed':
      return { source, type: 'reality-check-closed' };
    case 'reality-check-answer':
      return msg.answer === 'keep-playing' || msg.answer === 'log-out'
        ? { source, type: 'reality-check-answer', answer: msg.answer }
        : null;
    default:
      return null;
  }
}
