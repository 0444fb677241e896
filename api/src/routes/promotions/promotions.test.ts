// The promotions pages over real HTTP and SQLite: the list by currency and category, the detail
// with the member's own status (optional authorization), applying and claiming with their codes,
// the bonus through the ledger with member.cash, idempotency, and the operator's decision on an
// application (the console's route). Texts in the `lang` header's language, times in the site's zone.
import { PromotionCode } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { asOwner } from '../../test/operator.js';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import {
  at,
  call,
  ledgerOf,
  mainCents,
  member,
  memberEvents,
  requestId,
  SITE,
  startActivitiesApp,
  type Member,
} from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const LIST = '/api/arks/web/promotion/list';
const DETAIL = '/api/arks/web/promotion/detail';
const APPLY = '/api/arks/web/promotion/apply';
const DECIDE = `/sites/${SITE}/promotions/decide`;
const DAY = 86_400_000;

describe('promotions', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  const ids = { claim: 0, apply: 0, inr: 0, coming: 0, vip: 0, freeClaim: 0, ended: 0, elsewhere: 0 };
  let welcome = 0;
  let vip = 0;
  let empty = 0;

  const category = (en: string, zh: string, sort: number) =>
    Number(
      app.services.db
        .prepare('INSERT INTO promotion_categories (site_id, name, sort) VALUES (?, ?, ?)')
        .run(SITE, JSON.stringify({ en_US: en, zh_CN: zh }), sort).lastInsertRowid,
    );
  const promotion = (o: {
    category: number;
    title: string;
    currency?: string | null;
    apply_type?: 0 | 1 | 2;
    bonus_cents?: number;
    sort?: number;
    starts_at?: number;
    ends_at?: number | null;
    site?: string;
  }) =>
    Number(
      app.services.db
        .prepare(
          `INSERT INTO promotions (site_id, category_id, currency, title, summary, content, picture, apply_type, bonus_cents, sort, starts_at, ends_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, '/api/assets/promotions/x.svg', ?, ?, ?, ?, ?, 0)`,
        )
        .run(
          o.site ?? SITE,
          o.category,
          o.currency ?? null,
          JSON.stringify({ en_US: o.title, zh_CN: `${o.title}（中文）` }),
          JSON.stringify({ en_US: `${o.title} in short` }),
          JSON.stringify({ en_US: `<ul><li>${o.title} rules</li></ul>`, zh_CN: `<ul><li>${o.title} 规则</li></ul>` }),
          o.apply_type ?? 0,
          o.bonus_cents ?? 0,
          o.sort ?? 0,
          o.starts_at ?? Date.now() - DAY,
          o.ends_at === undefined ? Date.now() + 30 * DAY : o.ends_at,
        ).lastInsertRowid,
    );

  beforeAll(async () => {
    ({ app, recorder, close } = await startActivitiesApp());
    welcome = category('Welcome', '新人', 30);
    vip = category('VIP', '贵宾', 10);
    empty = category('Empty', '空', 50);
    ids.claim = promotion({
      category: welcome,
      title: 'Gift',
      currency: 'USD',
      apply_type: 2,
      bonus_cents: 500,
      sort: 9,
      starts_at: at('2026-03-10 12:00'),
      ends_at: null,
    });
    ids.apply = promotion({ category: welcome, title: 'Deposit bonus', apply_type: 1, sort: 8 });
    ids.inr = promotion({ category: vip, title: 'Cricket', currency: 'INR', sort: 7 });
    ids.coming = promotion({ category: vip, title: 'Soon', apply_type: 1, sort: 6, starts_at: Date.now() + DAY });
    ids.vip = promotion({
      category: vip,
      title: 'VIP gift',
      apply_type: 1,
      bonus_cents: 2000,
      sort: 5,
      currency: 'USD',
    });
    ids.freeClaim = promotion({ category: vip, title: 'Badge', apply_type: 2, bonus_cents: 0, sort: 4 });
    ids.ended = promotion({ category: empty, title: 'Over', apply_type: 1, ends_at: Date.now() - 1000 });
    ids.elsewhere = promotion({ category: welcome, title: 'Other site', site: '1', apply_type: 2, bonus_cents: 100 });
  });
  afterAll(() => close());

  const list = async (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    (await call(app, LIST, { site_id: SITE, ...body }, headers)).json();
  const titles = (data: { list: { title: string }[] }) => data.list.map((p) => p.title);
  const apply = (m: Member, id: number, extra: Record<string, unknown> = {}) =>
    call(app, APPLY, { site_id: SITE, id, ...extra }, m.headers);
  const detail = async (id: number, headers: Record<string, string> = {}) =>
    (await call(app, DETAIL, { site_id: SITE, id }, headers)).json();
  const decide = (member_account: string, promotion_id: number, status: string) =>
    asOwner(app, DECIDE, { member_account, promotion_id, status, reason: 'checked the rules' });

  it('lists what has not ended, by sort, with the categories that have any, the times in the site’s zone', async () => {
    const all = (await list()).data;
    expect(titles(all)).toEqual(['Gift', 'Deposit bonus', 'Cricket', 'Soon', 'VIP gift', 'Badge']);
    expect(all.categories).toEqual([
      { id: welcome, name: 'Welcome', sort: 30 },
      { id: vip, name: 'VIP', sort: 10 },
    ]);
    expect(all.list[0]).toEqual({
      id: ids.claim,
      category_id: welcome,
      title: 'Gift',
      summary: 'Gift in short',
      picture: '/api/assets/promotions/x.svg',
      start_at: '2026-03-10 12:00:00',
      end_at: null,
      apply_type: 2,
    });
    expect(all.list[1].end_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by currency (those for every currency stay) and by category (the categories stay)', async () => {
    expect(titles((await list({ currency: 'USD' })).data)).toEqual([
      'Gift',
      'Deposit bonus',
      'Soon',
      'VIP gift',
      'Badge',
    ]);
    expect(titles((await list({ currency: 'INR' })).data)).toEqual(['Deposit bonus', 'Cricket', 'Soon', 'Badge']);
    const vips = (await list({ category_id: vip })).data;
    expect(titles(vips)).toEqual(['Cricket', 'Soon', 'VIP gift', 'Badge']);
    expect(vips.categories.map((c: { id: number }) => c.id)).toEqual([welcome, vip]);
    expect((await list({ category_id: empty })).data.list).toEqual([]);
    expect((await call(app, LIST, { site_id: 'nowhere' })).json().data).toEqual({ categories: [], list: [] });
  });

  it('reads texts in the lang header’s language, else English', async () => {
    const zh = (await list({}, { lang: 'zh_CN' })).data;
    expect(zh.list[0].title).toBe('Gift（中文）');
    expect(zh.list[0].summary).toBe('Gift in short');
    expect(zh.categories[0].name).toBe('新人');
    expect((await list({}, { lang: 'ja_JP' })).data.list[0].title).toBe('Gift');
    expect((await list({}, { lang: 'xx' })).data.categories[1].name).toBe('VIP');
    expect((await detail(ids.apply, { lang: 'zh_CN' })).data.content).toBe('<ul><li>Deposit bonus 规则</li></ul>');
  });

  it('answers the detail to a guest with status none and 101 for one missing, ended or of another site', async () => {
    expect((await detail(ids.claim)).data).toMatchObject({
      id: ids.claim,
      content: '<ul><li>Gift rules</li></ul>',
      bonus: '5.00',
      status: 'none',
      apply_type: 2,
    });
    expect((await detail(ids.vip)).data.bonus).toBe('0.00');
    expect((await detail(ids.coming)).code).toBe(100);
    for (const id of [ids.ended, ids.elsewhere, 999_999])
      expect(await detail(id)).toMatchObject({ code: PromotionCode.notFound, data: null });
    // A dead token is a guest, not a 401.
    const res = await call(app, DETAIL, { site_id: SITE, id: ids.apply }, { authorization: 'not-a-token' });
    expect([res.statusCode, res.json().data.status]).toEqual([200, 'none']);
  });

  it('claims a bonus at once (apply_type 2): approved, paid through the ledger, member.cash; 303 the second time', async () => {
    const m = member(app, { cashCents: 1000 });
    const res = (await apply(m, ids.claim)).json();
    expect(res).toEqual({
      code: 100,
      message: 'success',
      data: { status: 'approved', bonus: '5.00', balance: '15.00' },
    });
    const appId = app.services.db
      .prepare('SELECT id FROM promotion_applications WHERE member_id = ?')
      .pluck()
      .get(m.id);
    expect(ledgerOf(app, m.id)).toEqual([
      { amount_cents: 500, balance_after_cents: 1500, reason: `promotion:${appId}` },
    ]);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '15.00' }]);
    expect((await detail(ids.claim, m.headers)).data.status).toBe('approved');
    expect((await apply(m, ids.claim)).json()).toMatchObject({
      code: PromotionCode.promotionAlreadyApplied,
      data: null,
    });
    expect(mainCents(app, m.id)).toBe(1500);
  });

  it('files an application (apply_type 1) as pending without money; the member sees it in the detail', async () => {
    const m = member(app, { cashCents: 700 });
    expect((await apply(m, ids.apply)).json().data).toEqual({ status: 'pending', bonus: '0.00', balance: null });
    expect((await detail(ids.apply, m.headers)).data.status).toBe('pending');
    expect((await detail(ids.apply)).data.status).toBe('none');
    expect(mainCents(app, m.id)).toBe(700);
    expect(ledgerOf(app, m.id)).toEqual([]);
    expect((await apply(m, ids.apply)).json().code).toBe(PromotionCode.promotionAlreadyApplied);
  });

  it('approves a claim without a bonus and moves no money', async () => {
    const m = member(app, { cashCents: 250 });
    expect((await apply(m, ids.freeClaim)).json().data).toEqual({ status: 'approved', bonus: '0.00', balance: '2.50' });
    expect(ledgerOf(app, m.id)).toEqual([]);
  });

  it('refuses with the contract’s codes: 101 missing, 302 nothing to apply for, 304 another currency, 301 not running', async () => {
    const m = member(app, { cashCents: 100 });
    const inr = member(app, { currency: 'INR' });
    expect((await apply(m, 999_999)).json()).toMatchObject({ code: PromotionCode.notFound, data: null });
    expect((await apply(m, ids.elsewhere)).json().code).toBe(PromotionCode.notFound);
    expect((await apply(inr, ids.inr)).json().code).toBe(PromotionCode.promotionNoApply);
    expect((await apply(inr, ids.claim)).json().code).toBe(PromotionCode.promotionOtherCurrency);
    expect((await apply(m, ids.coming)).json().code).toBe(PromotionCode.promotionNotRunning);
    expect((await apply(m, ids.ended)).json().code).toBe(PromotionCode.promotionNotRunning);
    expect(
      app.services.db
        .prepare('SELECT COUNT(*) FROM promotion_applications WHERE member_id IN (?, ?)')
        .pluck()
        .get(m.id, inr.id),
    ).toBe(0);
    expect(mainCents(app, m.id)).toBe(100);
  });

  it('pays a claim once: the same request_id again answers the first, concurrent claims get one payment', async () => {
    const m = member(app);
    const id = requestId();
    const first = (await apply(m, ids.claim, { request_id: id })).json();
    const again = (await apply(m, ids.claim, { request_id: id })).json();
    expect(again).toEqual(first);
    expect(first.data).toEqual({ status: 'approved', bonus: '5.00', balance: '5.00' });
    const n = member(app);
    const codes = (await Promise.all([0, 1, 2, 3].map(() => apply(n, ids.claim)))).map((a) => a.json().code).sort();
    expect(codes).toEqual([100, 303, 303, 303]);
    expect([mainCents(app, m.id), mainCents(app, n.id)]).toEqual([500, 500]);
  });

  it('answers 401 to a guest who applies', async () => {
    expect((await call(app, APPLY, { site_id: SITE, id: ids.apply })).statusCode).toBe(401);
  });

  describe("the operator's decision", () => {
    it('approves an application and pays its bonus through the ledger, with member.cash', async () => {
      const m = member(app, { cashCents: 100 });
      expect((await apply(m, ids.vip)).json().data.status).toBe('pending');
      expect((await decide(m.account, ids.vip, 'approved')).json()).toEqual({
        code: 100,
        message: 'success',
        data: { status: 'approved', bonus: '20.00' },
      });
      const appId = app.services.db
        .prepare('SELECT id FROM promotion_applications WHERE member_id = ?')
        .pluck()
        .get(m.id);
      expect(ledgerOf(app, m.id)).toEqual([
        { amount_cents: 2000, balance_after_cents: 2100, reason: `promotion:${appId}` },
      ]);
      expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '21.00' }]);
      expect((await detail(ids.vip, m.headers)).data.status).toBe('approved');
      // Decided already: nothing pending any more.
      const again = await decide(m.account, ids.vip, 'approved');
      expect([again.statusCode, again.json().code]).toEqual([409, 409]);
      expect(mainCents(app, m.id)).toBe(2100);
    });

    it('rejects an application without money; refuses an unknown member (404) and no pending application (409)', async () => {
      const m = member(app);
      await apply(m, ids.apply);
      expect((await decide(m.account, ids.apply, 'rejected')).json()).toMatchObject({
        code: 100,
        data: { status: 'rejected', bonus: '0.00' },
      });
      expect((await detail(ids.apply, m.headers)).data.status).toBe('rejected');
      expect(ledgerOf(app, m.id)).toEqual([]);
      expect((await decide('nobody', ids.apply, 'approved')).json().code).toBe(404);
      expect((await decide(member(app).account, ids.apply, 'approved')).json().code).toBe(409);
      expect((await decide(m.account, ids.apply, 'maybe')).statusCode).toBe(400);
    });
  });
});
