// The HTML of the api's own game pages: the slot (GET /api/provider/slot) and the sportsbook
// iframe (GET /api/provider/sport). Self-contained: inline CSS, JS and SVG allowed only by a
// per-response CSP nonce; no external request except the slot's spin call to its own origin.
import { randomBytes } from 'node:crypto';
import {
  currencySymbol,
  escapeHtml,
  formatMoney,
  GAME_WINDOW_MSG_SOURCE,
  SPORT_MSG_HEIGHT,
  SPORT_MSG_OPEN_GAME,
  type GameWindowMsg,
} from '@croupier/shared/contracts';
import { jsonForScript } from '../../provider-pages/json-for-script.js';
import { SLOT_SCRIPT } from '../../provider-pages/slot-script.js';
import { SLOT_STYLE } from '../../provider-pages/slot-style.js';
import { SPORT_SCRIPT } from '../../provider-pages/sport-script.js';
import { SPORT_STYLE } from '../../provider-pages/sport-style.js';
import { htmlLang, stringsFor, type PageStringKey, type PageStrings } from '../../provider-pages/strings.js';
import { symbolDefs, symbolUse } from '../../provider-pages/symbols.js';
import { formatCents } from '../../lib/money.js';
import { reelWindows, SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES } from './game-sessions-slot.js';
import type { SessionView } from './game-sessions.js';
import { GameCode } from './game-codes.js';

export const SLOT_SPIN_PATH = '/api/provider/slot/spin';
/** The slot event posted when a "Play" link of the sportsbook is clicked. */
export const SPORT_OPEN_GAME_EVENT = `${SPORT_MSG_OPEN_GAME}_open_game`;

export const newNonce = (): string => randomBytes(16).toString('base64');

/** Headers of every game page: the CSP that admits only this response's inline code. */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      // Framed by the site (modal and page modes, the sport hall), which serves /api itself.
      "frame-ancestors 'self'",
    ].join('; '),
  };
}

function document(opts: { lang: string; title: string; nonce: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="${htmlLang(opts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(opts.title)}</title>
<style nonce="${opts.nonce}">${opts.style}</style>
</head>
<body>
${opts.body}
</body>
</html>
`;
}

const lobbyLink = (url: string, t: PageStrings) =>
  url
    ? `<a class="lobby" href="${escapeHtml(url)}"><span aria-hidden="true">←</span> ${escapeHtml(t.back_to_lobby)}</a>`
    : '';

function paytable(t: PageStrings): string {
  const three = [...SYMBOLS]
    .reverse()
    .map(
      (s) =>
        `<tr><th scope="row"><span class="mini">${symbolUse(s).repeat(3)}</span>${escapeHtml(t[s as PageStringKey])} ×3</th><td>×${THREE_OF_A_KIND[s]}</td></tr>`,
    )
    .join('');
  return `<details><summary>${escapeHtml(t.paytable)}</summary><table>${three}<tr><th scope="row"><span class="mini">${symbolUse('cherry').repeat(2)}</span>${escapeHtml(t.any_two_cherries)}</th><td>×${TWO_CHERRIES}</td></tr></table></details>`;
}

export function renderSlotPage(view: SessionView, token: string, nonce: string): string {
  const t = stringsFor(view.lang);
  const windows = reelWindows(view.stops);
  const reels = windows
    .map(
      (w) =>
        `<div class="reel">${w.map((s) => `<div class="cell" data-symbol="${s}">${symbolUse(s)}</div>`).join('')}</div>`,
    )
    .join('');
  const bets = view.bets
    .map(
      (b) =>
        `<option value="${formatCents(b)}"${b === view.defaultBet ? ' selected' : ''}>${escapeHtml(formatMoney(b / 100, view.currency))}</option>`,
    )
    .join('');
  const disabled = view.ended ? ' disabled' : '';
  const data = {
    token,
    spinUrl: SLOT_SPIN_PATH,
    symbol: currencySymbol(view.currency),
    symbols: SYMBOLS,
    windows,
    ended: view.ended,
    lobbyUrl: view.lobbyUrl,
    // The site's messages are told by this source; the page's answers are these (GameWindowMsg).
    msgSource: GAME_WINDOW_MSG_SOURCE,
    answers: { keep: realityCheckAnswer('keep-playing'), logOut: realityCheckAnswer('log-out') },
    codes: { insufficient: GameCode.insufficientBalance, ended: GameCode.sessionEnded },
    strings: Object.fromEntries(
      (
        [
          'reels',
          'spin',
          'spinning',
          'you_won',
          'no_win',
          'insufficient',
          'ended',
          'spin_failed',
          ...SYMBOLS,
        ] as PageStringKey[]
      ).map((k) => [k, t[k]]),
    ),
  };
  const body = `${symbolDefs()}
<main class="slot">
<header class="top"><h1>${escapeHtml(view.title)}</h1>${lobbyLink(view.lobbyUrl, t)}</header>
${view.demo ? `<p class="demo">${escapeHtml(t.demo_badge)}</p>` : ''}
<div class="meters">
<p class="meter"><span class="label" id="balance-label">${escapeHtml(t.balance)}</span><strong class="amount" id="balance" aria-describedby="balance-label">${escapeHtml(formatMoney(view.balanceCents / 100, view.currency))}</strong></p>
<p class="meter"><span class="label" id="last-win-label">${escapeHtml(t.last_win)}</span><strong class="amount" id="last-win" aria-describedby="last-win-label">${escapeHtml(formatMoney(view.lastWinCents / 100, view.currency))}</strong></p>
</div>
<div class="machine" id="machine">
<div class="reels" id="reels" role="img" aria-label="${escapeHtml(`${t.reels}: ${windows.map((w) => t[w[1] as PageStringKey]).join(', ')}`)}">${reels}</div>
<div class="payline" aria-hidden="true"></div>
</div>
<form class="controls" id="controls">
<div class="bet"><label for="bet">${escapeHtml(t.bet)}</label><select id="bet" name="bet"${disabled}>${bets}</select></div>
<button class="spin" id="spin" type="submit"${disabled}>${escapeHtml(t.spin)}</button>
</form>
<p class="status${view.ended ? ' error' : ''}" id="status" role="status">${view.ended ? escapeHtml(t.ended) : ''}</p>
${paytable(t)}
</main>
${REALITY_CHECK_OVERLAY}
<script type="application/json" id="slot-data">${jsonForScript(data)}</script>
<script nonce="${nonce}">${SLOT_SCRIPT}</script>`;
  return document({ lang: view.lang, title: view.title, nonce, style: SLOT_STYLE, body });
}

const realityCheckAnswer = (answer: 'keep-playing' | 'log-out'): GameWindowMsg => ({
  source: GAME_WINDOW_MSG_SOURCE,
  type: 'reality-check-answer',
  answer,
});

/** The site's reality check over the game: hidden until the site sends its texts. */
const REALITY_CHECK_OVERLAY = `<div class="rc-backdrop" id="rc" hidden>
<div class="rc" role="dialog" aria-modal="true" aria-labelledby="rc-title" aria-describedby="rc-body">
<h2 id="rc-title"></h2><p id="rc-body"></p>
<div class="rc-actions"><button type="button" class="rc-keep" id="rc-keep"></button><button type="button" class="rc-logout" id="rc-logout"></button></div>
</div>
</div>`;

/** A page for a link that leads nowhere (unknown session). */
export function renderNoticePage(lang: string, key: 'not_found' | 'ended', nonce: string): string {
  const t = stringsFor(lang);
  return document({
    lang,
    title: t[key],
    nonce,
    style: SLOT_STYLE,
    body: `<main class="slot"><h1>${escapeHtml(t[key])}</h1></main>`,
  });
}

// ---- Sportsbook ----

export interface SportFixture {
  sport: 'cricket' | 'football' | 'tennis';
  home: string;
  away: string;
  /** 'YYYY-MM-DD HH:mm' in the site's zone. */
  starts: string;
  odds: { home: string; draw: string | null; away: string };
}
export interface SportGameLink {
  gp_id: string;
  game_type: number;
  game_code: string;
  name: string;
}

function fixtureItem(f: SportFixture, t: PageStrings): string {
  const odd = (label: string, value: string) =>
    `<div class="odd"><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  return `<li class="fixture"><span class="teams">${escapeHtml(f.home)} – ${escapeHtml(f.away)}</span><span class="time"><time>${escapeHtml(f.starts)}</time></span><dl class="odds">${odd(t.home, f.odds.home)}${f.odds.draw === null ? '' : odd(t.draw, f.odds.draw)}${odd(t.away, f.odds.away)}</dl></li>`;
}

export function renderSportPage(
  opts: { lang: string; fixtures: SportFixture[]; games: SportGameLink[] },
  nonce: string,
): string {
  const t = stringsFor(opts.lang);
  const sports = (['cricket', 'football', 'tennis'] as const)
    .map((sport) => {
      const items = opts.fixtures.filter((f) => f.sport === sport);
      return items.length === 0
        ? ''
        : `<h3>${escapeHtml(t[sport])}</h3><ul>${items.map((f) => fixtureItem(f, t)).join('')}</ul>`;
    })
    .join('');
  const games =
    opts.games.length === 0
      ? `<p class="note">${escapeHtml(t.no_games)}</p>`
      : `<ul>${opts.games
          .map(
            (g) =>
              `<li class="game"><span>${escapeHtml(g.name)}</span><a class="play" href="#${escapeHtml(g.game_code)}" data-gp-id="${escapeHtml(g.gp_id)}" data-game-type="${g.game_type}" data-game-code="${escapeHtml(g.game_code)}">${escapeHtml(t.play)}<span class="sr-only"> ${escapeHtml(g.name)}</span></a></li>`,
          )
          .join('')}</ul>`;
  const data = { heightEvent: SPORT_MSG_HEIGHT, openGameEvent: SPORT_OPEN_GAME_EVENT };
  const body = `<main class="book">
<h1>${escapeHtml(t.sportsbook)}</h1>
<section aria-labelledby="upcoming"><h2 id="upcoming">${escapeHtml(t.upcoming)}</h2>${sports}<p class="note">${escapeHtml(t.odds_note)}</p></section>
<section aria-labelledby="sport-games"><h2 id="sport-games">${escapeHtml(t.sport_games)}</h2>${games}</section>
</main>
<script type="application/json" id="sport-data">${jsonForScript(data)}</script>
<script nonce="${nonce}">${SPORT_SCRIPT}</script>`;
  return document({ lang: opts.lang, title: t.sportsbook, nonce, style: SPORT_STYLE, body });
}
