// GET /api/frame/slot-list: a provider's first game arts as the HTML the web server puts into the
// shell's page frame, the very pictures (and order) mf-games' slot list shows a guest first;
// the phone's and the pc's list apart when they begin differently; nothing (204) to include
// when there is nothing to show; a malformed query is refused, never a 500.
import type { FastifyInstance } from 'fastify';
import type { GameLabelResponse, NewStyleResponse } from '@croupier/shared/contracts';
import { getPicture, post, send, startApp } from '../../test/helpers.js';
import { rasterCacheSize } from '../../services/sites/index.js';
import { FRAME_ARTS } from './frame-slot-list.js';

jest.setTimeout(30_000);

describe('GET /api/frame/slot-list', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const frame = (query: string) => send(app, `/api/frame/slot-list?${query}`, { method: 'GET' });
  /** The first arts of the list mf-games asks for (device: 0 pc, 1 phone). */
  const firstArts = async (gp_id: string, device: 0 | 1) => {
    const body = { site_id: '1', currency: 'USD', device, gp_id, game_type_id: 2, house: 0 };
    const { data } = (await post(app, '/api/v2/game_label', body)).json() as NewStyleResponse<GameLabelResponse>;
    return data.main.slice(0, FRAME_ARTS).map((entry) => entry.icon_light);
  };
  const srcs = (html: string) => [...html.matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]);

  it('asks for WebP of a few KB each, drawn as the HTML is made: the browser asks for them next, ahead of the scripts, on a phone’s slow network', async () => {
    expect(rasterCacheSize()).toBe(0);
    const urls = srcs((await frame('site_id=1&gt_id=2&gp_id=GPR8&house=0')).body);
    expect(urls).toHaveLength(FRAME_ARTS);
    expect(rasterCacheSize()).toBe(FRAME_ARTS); // drawing, before any was asked for
    let total = 0;
    for (const url of urls) {
      const art = await getPicture(app, url as string);
      expect([url, art.statusCode, art.format, art.width]).toEqual([url, 200, 'webp', 240]);
      total += art.bytes.length;
    }
    expect(rasterCacheSize()).toBe(FRAME_ARTS); // the very drawings
    expect(total).toBeLessThanOrEqual(FRAME_ARTS * 3500);
  });

  it("answers the list's first arts in cards, the first two with high priority, none lazy, for every width when phone and pc agree", async () => {
    const res = await frame('site_id=1&gt_id=2&gp_id=GPR8&house=0');
    expect([res.statusCode, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-store',
    ]);
    const arts = await firstArts('GPR8', 1);
    expect(arts).toHaveLength(FRAME_ARTS);
    expect(await firstArts('GPR8', 0)).toEqual(arts);
    expect(res.body.startsWith('<ul class="cr-frame__arts" data-device="all"><li><span><img ')).toBe(true);
    expect(srcs(res.body)).toEqual(arts);
    expect(res.body.match(/fetchpriority="high"/g)).toHaveLength(2);
    expect(res.body).toContain(
      `<li><span><img src="${arts[0]}" alt="" width="240" height="240" fetchpriority="high"></span></li>`,
    );
    expect(res.body).toContain(`<li><span><img src="${arts[2]}" alt="" width="240" height="240"></span></li>`);
    expect(res.body).not.toContain('loading=');
    // The provider is found whatever its case; house defaults to 0.
    expect((await frame('site_id=1&gt_id=2&gp_id=gpr8')).body).toBe(res.body);
  });

  it("gives the phone's and the pc's list apart when a game is offered on one device only", async () => {
    const [first] = (await firstArts('GPJD', 1)).map((url) => Number(/game-art\/(\d+)/.exec(url)?.[1]));
    app.services.db.prepare("UPDATE games SET devices = '1' WHERE id = ?").run(first);
    const { body } = await frame('site_id=1&gt_id=2&gp_id=GPJD');
    const [mobile, pc] = [await firstArts('GPJD', 1), await firstArts('GPJD', 0)];
    expect(mobile[0]).not.toBe(pc[0]);
    const [phoneList, pcList] = body.split('</ul>');
    expect(phoneList!.startsWith('<ul class="cr-frame__arts" data-device="mobile">')).toBe(true);
    expect(srcs(phoneList!)).toEqual(mobile);
    expect(pcList!.startsWith('<ul class="cr-frame__arts" data-device="pc">')).toBe(true);
    expect(srcs(pcList!)).toEqual(pc);
  });

  it('includes nothing for an unknown site, a provider without games of that type or house, and refuses a malformed query', async () => {
    for (const query of [
      'site_id=999&gt_id=2&gp_id=GPR8',
      'site_id=1&gt_id=2&gp_id=GPZZ',
      'site_id=1&gt_id=2&gp_id=GPR8&house=77',
      'site_id=1&gt_id=3&gp_id=GPR8',
    ]) {
      const res = await frame(query);
      expect([query, res.statusCode, res.body]).toEqual([query, 204, '']);
    }
    for (const query of [
      'site_id=1&gt_id=2',
      'site_id=1&gp_id=GPR8',
      'site_id=1&gt_id=12&gp_id=GPR8',
      'site_id=1&gt_id=2&gp_id=%3Cb%3E',
      'gt_id=2&gp_id=GPR8',
      'site_id=1&gt_id=2&gp_id=GPR8&house=-1',
    ]) {
      expect([query, (await frame(query)).statusCode]).toEqual([query, 400]);
    }
  });
});
