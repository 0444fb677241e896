import type { FastifyInstance } from 'fastify';
import { send } from '../../test/helpers.js';
import {
  books,
  call,
  GAMES,
  ledgerRows,
  newMember,
  SLOT_NAMES,
  startProviderApp,
  tokenOf,
} from './__tests__/fixtures.js';

jest.setTimeout(30_000);

describe('the slot page: GET /api/provider/slot and POST /api/provider/slot/spin', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startProviderApp()));
  afterAll(() => close());

  async function launch(depositCents: number, lang = 'en_US') {
    const m = newMember(app, { depositCents });
    const { data } = (
      await call(
        app,
        '/api/member/game/play1',
        { ...GAMES.slot, lobby_url: '/close', device: 0 },
        { ...m.headers, lang },
      )
    ).json();
    return { m, url: data.game_url as string, token: tokenOf(data.game_url) };
  }

  it('serves a self-contained page: the game name as title, the balance, bet, Spin, reels, last win and the lobby link', async () => {
    const { url } = await launch(123_456);
    const page = await send(app, url, { method: 'GET' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = page.body;
    expect(html).toContain(`<title>${SLOT_NAMES.en_US}</title>`);
    expect(html).toContain(`<h1>${SLOT_NAMES.en_US}</h1>`);
    expect(html).toMatch(/id="balance"[^>]*>\$1,234\.56</);
    expect(html).toMatch(/<label for="bet">Bet<\/label><select id="bet" name="bet">/);
    expect(html).toContain('<option value="1.00" selected>$1.00</option>');
    expect(html).toMatch(/<button class="spin" id="spin" type="submit">Spin<\/button>/);
    expect(html).toMatch(/id="last-win"[^>]*>\$0\.00</);
    expect(html).toMatch(/<a class="lobby" href="\/close">.*Back to lobby<\/a>/);
    expect(html).toMatch(/role="img" aria-label="Reels: \w+, \w+, \w+"/);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Demo —');
    // Nothing loaded from elsewhere: no src, no stylesheet link, no absolute URL.
    expect(html).not.toMatch(/\ssrc=|rel="stylesheet"|https?:\/\//);

    // Only this response's inline style and script may run.
    const csp = page.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(html.match(/<script nonce="([^"]+)">/g)).toEqual([`<script nonce="${nonce}">`]);
    expect(html).toContain(`<style nonce="${nonce}">`);
    const second = await send(app, url, { method: 'GET' });
    expect(/'nonce-([^']+)'/.exec(second.headers.get('content-security-policy')!)![1]).not.toBe(nonce);
  });

  it('speaks the language of the launch', async () => {
    const { url } = await launch(1_000, 'zh_CN');
    const html = (await send(app, url, { method: 'GET' })).body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(`<title>${SLOT_NAMES.zh_CN}</title>`);
    expect(html).toContain('返回大厅');
    expect(html).toContain('>旋转</button>');
  });

  it('answers a 404 page for an unknown or malformed token, and 410 with the ended page after leaving', async () => {
    for (const path of [
      '/api/provider/slot?token=' + 'A'.repeat(43),
      '/api/provider/slot?token=<x>',
      '/api/provider/slot',
    ]) {
      const res = await send(app, path, { method: 'GET' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This game link is not valid.');
    }
    const { m, url } = await launch(500);
    await call(app, '/api/member/game/leave1', undefined, m.headers);
    const ended = await send(app, url, { method: 'GET' });
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('This game session has ended.');
    expect(ended.body).toMatch(/<button class="spin" id="spin" type="submit" disabled>/);
    expect(ended.body).toContain('href="/close"');
  });

  it('spins: debits the bet and credits the win on the provider wallet with ledger rows, and answers the reels and balance', async () => {
    const { m, token } = await launch(10_000);
    let balance = 10_000;
    for (let i = 0; i < 30; i += 1) {
      const res = await call(app, '/api/provider/slot/spin', { token, bet: i % 2 ? '2.00' : 1 });
      const { code, data } = res.json();
      expect(code).toBe(100);
      const bet = i % 2 ? 200 : 100;
      expect(data.bet).toBe((bet / 100).toFixed(2));
      expect(data.reels).toHaveLength(3);
      for (const w of data.reels) expect(w).toHaveLength(3);
      expect(data.line).toEqual(data.reels.map((w: string[]) => w[1]));
      balance = balance - bet + Math.round(Number(data.win) * 100);
      expect(data.balance).toBe((balance / 100).toFixed(2));
      expect(data.demo).toBe(false);
    }
    const b = books(app.services.db, m.id);
    expect(b).toMatchObject({ main: 0, providers: balance, ledger: balance, bets: 4_500 });
    expect(b.deposits - b.bets + b.wins).toBe(balance);
    const rows = ledgerRows(app.services.db, m.id).filter((r) => r.reason === 'bet' || r.reason === 'win');
    expect(rows.filter((r) => r.reason === 'bet')).toHaveLength(30);
    expect(rows.every((r) => r.gp_id === 'GPZB' && r.balance_after_cents >= 0)).toBe(true);
  });

  it('refuses a bet above the balance (409), a bet not offered (400), an ended session (410), malformed bodies (400)', async () => {
    const { m, token } = await launch(150);
    expect((await call(app, '/api/provider/slot/spin', { token, bet: '5.00' })).json()).toMatchObject({
      code: 409,
      data: null,
    });
    for (const bet of ['1.23', '0', '-1.00', '1.005', 'ten']) {
      const res = await call(app, '/api/provider/slot/spin', { token, bet });
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
    for (const body of [
      {},
      { token },
      { bet: '1.00' },
      { token: 'short', bet: '1.00' },
      [{ token, bet: '1.00' }],
      { token: 'x'.repeat(43) + '!', bet: '1' },
    ]) {
      const res = await call(app, '/api/provider/slot/spin', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
    expect(books(app.services.db, m.id)).toMatchObject({ providers: 150, bets: 0 });
    expect((await call(app, '/api/provider/slot/spin', { token: 'Z'.repeat(43), bet: '1.00' })).json()).toMatchObject({
      code: 410,
    });
    await call(app, '/api/member/game/leave1', undefined, m.headers);
    expect((await call(app, '/api/provider/slot/spin', { token, bet: '1.00' })).json()).toMatchObject({ code: 410 });
  });
});
