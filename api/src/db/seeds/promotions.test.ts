// The promotions seed: 6 promotions in 3 categories of the demo site, every text in all 11
// languages (really translated), pictures the api serves, mixed apply types, the sign-in on for
// every seeded currency with 7 growing rewards; a second start adds nothing and keeps an
// operator's changes.
import { LANGUAGES } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { getPicture, post, send, startApp } from '../../test/helpers.js';
import { seedAreas } from '../seed.js';

jest.setTimeout(60_000);

interface Row {
  id: number;
  title: string;
  summary: string;
  content: string;
  picture: string;
  apply_type: number;
  bonus_cents: number;
  currency: string | null;
  ends_at: number | null;
}

describe('the promotions seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const rows = () =>
    app.services.db.prepare("SELECT * FROM promotions WHERE site_id = '1' ORDER BY sort DESC").all() as Row[];
  const counts = () =>
    app.services.db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM promotion_categories) AS categories, (SELECT COUNT(*) FROM promotions) AS promotions,
           (SELECT COUNT(*) FROM signin_activities) AS signins, (SELECT COUNT(*) FROM content_assets WHERE path LIKE 'promotions/%') AS pictures`,
      )
      .get();

  it('writes 6 promotions in 3 categories, each text in all 11 languages and translated', () => {
    const promotions = rows();
    expect(promotions).toHaveLength(6);
    const categories = app.services.db
      .prepare("SELECT name FROM promotion_categories WHERE site_id = '1'")
      .pluck()
      .all() as string[];
    expect(categories).toHaveLength(3);
    for (const json of [...categories, ...promotions.flatMap((p) => [p.title, p.summary, p.content])]) {
      const texts = JSON.parse(json) as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
    for (const p of promotions) {
      const summary = JSON.parse(p.summary) as Record<string, string>;
      // Every language's summary is its own, not an English copy.
      expect(new Set(Object.values(summary)).size).toBe(LANGUAGES.length);
      const content = JSON.parse(p.content) as Record<string, string>;
      for (const html of Object.values(content))
        expect(html).toMatch(/^<h3>[^<]+<\/h3><ul>(<li>[^<]+<\/li>){3}<\/ul>$/);
    }
  });

  it('mixes the apply types (one claim with a bonus, applications, the rest informational) and runs one without an end', () => {
    const promotions = rows();
    expect(promotions.filter((p) => p.apply_type === 2 && p.bonus_cents > 0)).toHaveLength(1);
    expect(promotions.filter((p) => p.apply_type === 1).length).toBeGreaterThanOrEqual(1);
    expect(promotions.filter((p) => p.apply_type === 0)).toHaveLength(3);
    expect(promotions.filter((p) => p.ends_at === null)).toHaveLength(1);
  });

  it('serves every picture as a WebP drawn from its SVG, and the list shows them all in the visitor’s language', async () => {
    for (const p of rows()) {
      const webp = await getPicture(app, p.picture);
      expect([webp.statusCode, webp.headers.get('content-type'), webp.format]).toEqual([200, 'image/webp', 'webp']);
      const res = await send(app, p.picture.replace(/\.webp$/, '.svg'), { method: 'GET' });
      expect([res.statusCode, res.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+"/);
    }
    const ja = (await post(app, '/api/arks/web/promotion/list', { site_id: '1' }, { lang: 'ja_JP' })).json().data;
    expect(ja.list).toHaveLength(6);
    expect(ja.categories.map((c: { name: string }) => c.name)).toEqual(['ウェルカム', 'デイリー', 'VIP']);
    expect(ja.list[0].title).toBe('ウェルカムギフト');
  });

  it('turns the daily sign-in on for every seeded currency with 7 growing rewards', async () => {
    const settings = JSON.parse(
      app.services.db.prepare("SELECT settings FROM sites WHERE site_id = '1'").pluck().get() as string,
    ) as { CURRENCY: string };
    const activities = app.services.db
      .prepare(
        "SELECT currency, active, end_date, rewards_cents FROM signin_activities WHERE site_id = '1' ORDER BY currency",
      )
      .all() as {
      currency: string;
      active: number;
      end_date: string | null;
      rewards_cents: string;
    }[];
    expect(activities.map((a) => a.currency)).toEqual(settings.CURRENCY.split(',').sort());
    for (const a of activities) {
      const rewards = JSON.parse(a.rewards_cents) as number[];
      expect(rewards).toHaveLength(7);
      for (let i = 1; i < 7; i++) expect(rewards[i] as number).toBeGreaterThan(rewards[i - 1] as number);
      expect(
        (await post(app, '/api/arks/web/cash_surplus/check', { site_id: '1', currency: a.currency })).json().data,
      ).toEqual({ active: 1 });
    }
  });

  it('adds nothing on a second start and keeps an operator’s changes', () => {
    const before = counts();
    expect(before).toEqual({ categories: 3, promotions: 6, signins: 3, pictures: 6 });
    seedAreas(app.services.db, Date.now() + 1_000);
    expect(counts()).toEqual(before);
    const first = rows()[0] as Row;
    app.services.db.prepare('DELETE FROM promotions WHERE id = ?').run(first.id);
    app.services.db.prepare("UPDATE signin_activities SET active = 0 WHERE currency = 'VND'").run();
    seedAreas(app.services.db, Date.now() + 2_000);
    expect(rows()).toHaveLength(5);
    expect(app.services.db.prepare("SELECT active FROM signin_activities WHERE currency = 'VND'").pluck().get()).toBe(
      0,
    );
  });
});
