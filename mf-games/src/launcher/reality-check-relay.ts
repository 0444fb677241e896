// The reality check in the running games' pages: a game window gets the same message as the
// site. The member centre's dialog opening or closing (BusEvent.realityCheck) is
// posted as a GameWindowMsg to every running game's page — each game window, and the iframe of the
// modal and /play modes — with the game URL's origin as targetOrigin; the player's answer there
// comes back by postMessage, heard only from those windows and that origin, and goes on the bus
// (BusEvent.realityCheckAnswered) for the member centre to act on.
import { BusEvent, GAME_WINDOW_MSG_SOURCE, parseGameWindowMsg, type Bus, type GameWindowMsg } from '@croupier/shared';
import type { OpenGame } from './state-machine.js';

/** A running game's page: its window (a popup or a frame's) and the origin its URL is on. */
export interface GamePage {
  window: Window;
  origin: string;
}

export interface RealityCheckRelayDeps {
  bus: Pick<Bus, 'on' | 'emit'>;
  /** Where the game pages' answers arrive. */
  win: Window;
  /** The running games' pages now. */
  pages(): GamePage[];
}

const FRAME_SELECTOR = 'iframe.mf-games-frame';

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The pages of `games`: a window game's own window (from `windowOf`, while open), an in-page game's
 * frame in `doc` (GameFrame, found by its src).
 */
export function runningGamePages(
  games: readonly OpenGame[],
  windowOf: (name: string) => Window | null,
  doc: Document | undefined,
): GamePage[] {
  const frames = doc ? [...doc.querySelectorAll<HTMLIFrameElement>(FRAME_SELECTOR)] : [];
  return games.flatMap((game) => {
    const origin = originOf(game.url);
    if (!origin) return [];
    if (game.mode === 'window') {
      const popup = game.windowName ? windowOf(game.windowName) : null;
      return popup && !popup.closed ? [{ window: popup, origin }] : [];
    }
    return frames
      .filter((frame) => frame.getAttribute('src') === game.url && frame.contentWindow)
      .map((frame) => ({ window: frame.contentWindow as Window, origin }));
  });
}

function post(page: GamePage, msg: GameWindowMsg) {
  try {
    page.window.postMessage(msg, page.origin);
  } catch {
    // A window closed meanwhile: nothing to tell.
  }
}

/** Starts relaying; returns the function that stops it. */
export function relayRealityCheck({ bus, win, pages }: RealityCheckRelayDeps): () => void {
  const off = bus.on(BusEvent.realityCheck, (check) => {
    const msg: GameWindowMsg = check.open
      ? {
          source: GAME_WINDOW_MSG_SOURCE,
          type: 'reality-check',
          title: check.title,
          body: check.body,
          keep_playing: check.keep_playing,
          log_out: check.log_out,
        }
      : { source: GAME_WINDOW_MSG_SOURCE, type: 'reality-check-closed' };
    pages().forEach((page) => post(page, msg));
  });
  const onMessage = (event: MessageEvent) => {
    // Only a running game's page, on its game's origin, may answer.
    const from = pages().find((page) => page.window === event.source);
    if (!from || event.origin !== from.origin) return;
    const msg = parseGameWindowMsg(event.data);
    if (msg?.type === 'reality-check-answer') bus.emit(BusEvent.realityCheckAnswered, { answer: msg.answer });
  };
  win.addEventListener('message', onMessage);
  return () => {
    off();
    win.removeEventListener('message', onMessage);
  };
}
