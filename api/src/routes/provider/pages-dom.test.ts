// The game pages' own scripts, run in jsdom against the real app: the slot page spins through
// the api and shows what it answered; the sportsbook page, framed by a page of its origin,
// tells its parent its height and which game to open.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { parseGameWindowMsg } from '@croupier/shared/contracts';
import { send } from '../../test/helpers.js';
import { reelWindows } from '../../services/games/index.js';
import { call, GAMES, newMember, providerCents, startProviderApp } from './__tests__/fixtures.js';

jest.setTimeout(30_000);

async function until<T>(read: () => T | undefined | null | false, timeoutMs = 5_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the game pages in a DOM', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let base: string;
  const doms: JSDOM[] = [];
  beforeAll(async () => {
    ({ app, close } = await startProviderApp());
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => doms.splice(0).forEach((d) => d.window.close()));
  afterAll(() => close());

  /** The slot page of a fresh launch, its script running; fetch goes to the real app. */
  async function openSlot(depositCents: number, { opener }: { opener?: object } = {}) {
    const m = newMember(app, { depositCents });
    const { data } = (
      await call(app, '/api/member/game/play1', { ...GAMES.slot, lobby_url: '/close', device: 0 }, m.headers)
    ).json();
    const html = (await send(app, data.game_url, { method: 'GET' })).body;
    const dom = new JSDOM(html, {
      url: `${base}${data.game_url}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        (window as unknown as { fetch: typeof fetch }).fetch = (input, init) =>
          fetch(new URL(String(input), base), init);
        if (opener) Object.defineProperty(window, 'opener', { value: opener });
      },
    });
    doms.push(dom);
    const doc = dom.window.document;
    const byId = (id: string) => doc.getElementById(id)!;
    return { m, dom, doc, byId, token: new URL(data.game_url, base).searchParams.get('token')! };
  }

  it('spins: the reels, balance, last win and message follow the api’s answer, and the button comes back', async () => {
    const { m, byId, doc, token } = await openSlot(5_000);
    expect(byId('balance').textContent).toBe('$50.00');
    byId('spin').click();
    expect(byId('spin').textContent).toBe('Spinning…');
    expect((byId('spin') as HTMLButtonElement).disabled).toBe(true);

    const message = await until(() => byId('status').textContent);
    const cents = providerCents(app.services.db, m.id, 'GPZB');
    expect(byId('balance').textContent).toBe(`$${(cents / 100).toFixed(2)}`);
    const session = app.services.db
      .prepare('SELECT last_stops, last_win_cents FROM game_sessions WHERE member_id = ?')
      .get(m.id) as { last_stops: string; last_win_cents: number };
    const win = `$${(session.last_win_cents / 100).toFixed(2)}`;
    expect(byId('last-win').textContent).toBe(win);
    expect(message).toBe(session.last_win_cents > 0 ? `You won ${win}!` : 'No win this time.');
    // The reels show the stops the api drew, and say so to a screen reader.
    const windows = reelWindows(session.last_stops.split(',').map(Number));
    const shown = [...doc.querySelectorAll('.reel')].map((r) =>
      [...r.querySelectorAll('.cell')].map((c) => c.getAttribute('data-symbol')),
    );
    expect(shown).toEqual(windows);
    const names = windows.map((w) => w[1]![0]!.toUpperCase() + w[1]!.slice(1)).join(', ');
    expect(byId('reels').getAttribute('aria-label')).toBe(`Reels: ${names}`);
    expect(byId('spin').textContent).toBe('Spin');
    expect((byId('spin') as HTMLButtonElement).disabled).toBe(false);
    expect(token).toHaveLength(43);
  });

  it('says when the balance does not cover the bet, and when the session has ended', async () => {
    const { m, byId } = await openSlot(60);
    expect((byId('bet') as HTMLSelectElement).value).toBe('0.50');
    (byId('bet') as HTMLSelectElement).value = '1.00';
    byId('spin').click();
    expect(await until(() => byId('status').textContent)).toBe('Your balance does not cover this bet.');
    expect(byId('balance').textContent).toBe('$0.60');

    await call(app, '/api/member/game/leave1', undefined, m.headers);
    await until(() => !(byId('spin') as HTMLButtonElement).disabled);
    byId('spin').click();
    expect(await until(() => (byId('status').textContent === 'This game session has ended.' ? 'ended' : null))).toBe(
      'ended',
    );
    await until(() => (byId('spin') as HTMLButtonElement).disabled);
    expect((byId('bet') as HTMLSelectElement).disabled).toBe(true);
  });

  it('shows the site’s reality check from its opener: play waits, and the answer goes back to the site’s origin only', async () => {
    const posted: [unknown, string][] = [];
    const opener = { postMessage: (data: unknown, origin: string) => void posted.push([data, origin]) };
    const { dom, byId, doc } = await openSlot(5_000, { opener });
    const win = dom.window;
    const send = (data: unknown, { source = opener as unknown, origin = base } = {}) => {
      const event = new win.MessageEvent('message', { data, origin });
      Object.defineProperty(event, 'source', { value: source });
      win.dispatchEvent(event);
    };
    const check = {
      source: 'croupier',
      type: 'reality-check',
      title: 'Reality check',
      body: '<img src=x onerror=alert(1)> You have been logged in for 15 minutes.',
      keep_playing: 'Keep playing',
      log_out: 'Log out',
    };
    const dialog = doc.querySelector('[role=dialog]')!;
    expect(byId('rc').hidden).toBe(true);

    // Not the opener, another origin, another shape: nothing shows.
    send(check, { source: {} });
    send(check, { origin: 'https://evil.example' });
    send({ ...check, source: 'someone' });
    expect(byId('rc').hidden).toBe(true);

    send(check);
    expect(byId('rc').hidden).toBe(false);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(byId(dialog.getAttribute('aria-labelledby')!).textContent).toBe('Reality check');
    // Text, never markup.
    expect(byId(dialog.getAttribute('aria-describedby')!).textContent).toBe(check.body);
    expect(dialog.querySelector('img')).toBeNull();
    expect(doc.activeElement).toBe(byId('rc-keep'));
    expect(byId('rc-keep').textContent).toBe('Keep playing');
    expect(byId('rc-logout').textContent).toBe('Log out');
    expect((byId('spin') as HTMLButtonElement).disabled).toBe(true);
    expect(doc.querySelector('main')!.hasAttribute('inert')).toBe(true);

    // Answered on the site: hidden, play again.
    send({ source: 'croupier', type: 'reality-check-closed' });
    expect(byId('rc').hidden).toBe(true);
    expect((byId('spin') as HTMLButtonElement).disabled).toBe(false);
    expect(doc.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(posted).toEqual([]);

    send(check);
    byId('rc-keep').click();
    expect(byId('rc').hidden).toBe(true);
    send(check);
    byId('rc-logout').click();
    // Contract messages (what mf-games parses), to the site's origin.
    expect(posted.map(([msg, origin]) => [parseGameWindowMsg(msg), origin])).toEqual([
      [{ source: 'croupier', type: 'reality-check-answer', answer: 'keep-playing' }, base],
      [{ source: 'croupier', type: 'reality-check-answer', answer: 'log-out' }, base],
    ]);
  });

  it('the sportsbook tells the page framing it its height (S001) and the game of a Play link (U003_open_game), to its own origin', async () => {
    const messages: { data: unknown; targetOrigin: string }[] = [];
    const parent = new JSDOM(
      `<!doctype html><iframe title="sport" src="/api/provider/sport?currency=USD&site_id=1"></iframe>`,
      {
        url: `${base}/gameHall/4`,
        runScripts: 'dangerously',
        resources: 'usable',
        beforeParse(window) {
          // What the frame posts, and to which origin (jsdom leaves MessageEvent.origin empty).
          const deliver = window.postMessage.bind(window);
          window.postMessage = ((data: unknown, targetOrigin: string) => {
            messages.push({ data, targetOrigin });
            deliver(data, targetOrigin);
          }) as typeof window.postMessage;
        },
      },
    );
    doms.push(parent);
    await until(() => messages.find((m) => (m.data as { event: string }).event === 'S001'));
    expect(messages[0]).toEqual({ data: { event: 'S001', height: expect.any(Number) }, targetOrigin: base });

    const frame = parent.window.document.querySelector('iframe')!.contentWindow!;
    const link = frame.document.querySelector('a.play')!;
    (link as HTMLAnchorElement).click();
    const open = await until(() => messages.find((m) => (m.data as { event: string }).event === 'U003_open_game'));
    expect(open).toEqual({
      data: {
        event: 'U003_open_game',
        game: { gp_id: link.getAttribute('data-gp-id'), game_type: 4, game_code: link.getAttribute('data-game-code') },
      },
      targetOrigin: base,
    });
    // The link did not navigate the frame.
    expect(frame.location.hash).toBe('');
  });
});
