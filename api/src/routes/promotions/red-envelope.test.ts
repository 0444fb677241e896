// Red envelopes over real HTTP and SQLite: what a member is offered, the claim's codes, the
// conservation of the budget under 50 concurrent claims, one payment per member, idempotency by
// request_id, member.cash per claim, and the console's route that creates one and announces it on
// private-member.{currency}.
import { PromotionCode, RED_ENVELOPE_TIMEZONE } from '@croupier/shared/contracts';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import { asOwner } from '../../test/operator.js';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import { shareCents } from '../../services/promotions/index.js';
import {
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

const OFFER = '/api/arks/web/activity/red_envelope_promotion';
const CLAIM = '/api/arks/web/activity/red_envelope';
/** The console's route that creates an envelope on a site. */
const CREATE = (site: string) => `/sites/${site}/red-envelopes`;

describe('the share of a claim (double mean)', () => {
  it('keeps every draw within [min, min(R - min·(n-1), 2R/n)] and gives the last share what is left', () => {
    const draws = [0, 0.5, 0.999999];
    for (const r of draws) {
      expect(shareCents(1000, 10, 1, () => r)).toBeGreaterThanOrEqual(1);
      expect(shareCents(1000, 10, 1, () => r)).toBeLessThanOrEqual(200);
    }
    expect(shareCents(1000, 10, 1, () => 0)).toBe(1);
    expect(shareCents(1000, 10, 1, () => 0.999999)).toBe(200);
    // R - min·(n-1) binds: 1200 - 300·3 = 300 = min, so the draw can only be the minimum share.
    expect(shareCents(1200, 4, 300, () => 0.7)).toBe(300);
    // 2R/n binds below it: 1000 over 4 shares of at least 100 draws at most 500.
    expect(shareCents(1000, 4, 100, () => 0.999999)).toBe(500);
    expect(shareCents(777, 1, 1, () => 0)).toBe(777);
  });

  it('adds up to the budget exactly, every share at least the minimum, whatever the draws', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (const [budget, shares, min] of [
      [10_000, 10, 1],
      [1000, 1000, 1],
      [50_000, 7, 5000],
      [12_345, 3, 100],
    ] as const) {
      let left = budget;
      const got: number[] = [];
      for (let n = shares; n >= 1; n--) {
        const s = shareCents(left, n, min, random);
        got.push(s);
        left -= s;
      }
      expect(got.reduce((a, b) => a + b, 0)).toBe(budget);
      expect(Math.min(...got)).toBeGreaterThanOrEqual(min);
    }
  });
});

describe('red envelopes', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startActivitiesApp()));
  afterAll(() => close());

  const create = async (body: Record<string, unknown>) =>
    asOwner(app, CREATE(SITE), { currency: 'USD', budget: '100.00', shares: 10, seconds: 600, ...body });
  const created = async (body: Record<string, unknown> = {}) => {
    const res = (await create(body)).json();
    expect(res.code).toBe(100);
    return res.data as { id: number; end_at: string };
  };
  const claim = (m: Member, id: number, extra: Record<string, unknown> = {}) =>
    call(app, CLAIM, { id, ...extra }, m.headers);
  const offer = async (m: Member) => (await call(app, OFFER, { site_id: SITE }, m.headers)).json();
  const envelopeRow = (id: number) =>
    app.services.db.prepare('SELECT paid_cents, claimed, budget_cents FROM red_envelopes WHERE id = ?').get(id) as {
      paid_cents: number;
      claimed: number;
      budget_cents: number;
    };
  // Ends the test site's envelopes (rows stay: a claim's id, named by its ledger row, is never reused).
  const clear = () =>
    app.services.db.prepare('UPDATE red_envelopes SET ends_at = ? WHERE site_id = ?').run(Date.now() - 1, SITE);

  it('offers the newest running envelope of the member’s currency with its end in America/Caracas, else null', async () => {
    clear();
    const m = member(app);
    expect(await offer(m)).toEqual({ code: 100, message: 'success', data: { envelope: null } });
    const older = await created({ seconds: 300 });
    const newer = await created({ seconds: 900 });
    await created({ currency: 'INR', seconds: 1200 });
    // An ended one and one that starts later are never offered.
    app.services.db
      .prepare(
        "INSERT INTO red_envelopes (site_id, currency, budget_cents, shares, starts_at, ends_at, created_at) VALUES (?, 'USD', 100, 1, ?, ?, 0), (?, 'USD', 100, 1, ?, ?, 0)",
      )
      .run(SITE, Date.now() - 20_000, Date.now() - 10_000, SITE, Date.now() + 60_000, Date.now() + 120_000);
    const data = (await offer(m)).data;
    expect(data.envelope.id).toBe(newer.id);
    expect(data.envelope.end_at).toBe(newer.end_at);
    expect(data.envelope.end_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const end = dayjs.tz(newer.end_at.replace(' ', 'T'), RED_ENVELOPE_TIMEZONE).valueOf();
    expect(Math.abs(end - (Date.now() + 900_000))).toBeLessThan(60_000);
    // Once claimed, the older one is next; once both are claimed, nothing.
    expect((await claim(m, newer.id)).json().code).toBe(100);
    expect((await offer(m)).data.envelope.id).toBe(older.id);
    expect((await claim(m, older.id)).json().code).toBe(100);
    expect((await offer(m)).data.envelope).toBeNull();
    // A member of another currency sees its own.
    expect((await offer(member(app, { currency: 'INR' }))).data.envelope).not.toBeNull();
  });

  it('stops offering an envelope once its shares are gone', async () => {
    clear();
    const e = await created({ budget: '1.00', shares: 1 });
    const [a, b] = [member(app), member(app)];
    expect((await offer(b)).data.envelope.id).toBe(e.id);
    expect((await claim(a, e.id)).json().data).toEqual({ cash: '1.00', balance: '1.00' });
    expect((await offer(b)).data.envelope).toBeNull();
  });

  it('refuses with the contract’s codes and pays nothing: 101 not running, 103 another currency, 102 claimed or empty', async () => {
    clear();
    const m = member(app, { cashCents: 500 });
    expect((await claim(m, 999_999)).json()).toMatchObject({ code: PromotionCode.notFound, data: null });
    const ended = Number(
      app.services.db
        .prepare(
          "INSERT INTO red_envelopes (site_id, currency, budget_cents, shares, starts_at, ends_at, created_at) VALUES (?, 'USD', 100, 1, ?, ?, 0)",
        )
        .run(SITE, Date.now() - 20_000, Date.now() - 10_000).lastInsertRowid,
    );
    expect((await claim(m, ended)).json().code).toBe(PromotionCode.notFound);
    // Another site's envelope is not found for this member either.
    const other = (await asOwner(app, CREATE('1'), { currency: 'USD', budget: '1.00', shares: 1, seconds: 60 })).json()
      .data.id as number;
    expect((await claim(m, other)).json().code).toBe(PromotionCode.notFound);
    const inr = await created({ currency: 'INR' });
    expect((await claim(m, inr.id)).json()).toMatchObject({ code: PromotionCode.redEnvelopeOtherCurrency, data: null });
    const one = await created({ budget: '2.00', shares: 1 });
    expect((await claim(m, one.id)).json().code).toBe(100);
    const again = (await claim(m, one.id)).json();
    expect(again).toMatchObject({ code: PromotionCode.redEnvelopeUnavailable, data: null });
    expect(again.message).toMatch(/already claimed/);
    const late = (await claim(member(app), one.id)).json();
    expect(late).toMatchObject({ code: PromotionCode.redEnvelopeUnavailable });
    expect(late.message).toMatch(/No share/);
    expect(mainCents(app, m.id)).toBe(700);
  });

  it('pays exactly 10 of 50 concurrent claims by 50 members, the budget to the cent, each with its ledger row and member.cash', async () => {
    clear();
    const e = await created({ budget: '100.00', shares: 10 });
    const members = Array.from({ length: 50 }, (_, i) => member(app, { cashCents: i * 100 }));
    const before = members.map((m) => mainCents(app, m.id));
    const answers = await Promise.all(members.map((m) => claim(m, e.id, { request_id: requestId() })));
    const bodies = answers.map((a) => a.json());
    const paid = bodies
      .map((b, i) => ({ b, m: members[i] as Member, before: before[i] as number }))
      .filter((x) => x.b.code === 100);
    expect(paid).toHaveLength(10);
    expect(bodies.filter((b) => b.code === PromotionCode.redEnvelopeUnavailable)).toHaveLength(40);
    const cents = paid.map((x) => Math.round(Number(x.b.data.cash) * 100));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(Math.min(...cents)).toBeGreaterThanOrEqual(1);
    expect(envelopeRow(e.id)).toEqual({ paid_cents: 10_000, claimed: 10, budget_cents: 10_000 });
    const claims = app.services.db
      .prepare('SELECT id, member_id, cash_cents FROM red_envelope_claims WHERE envelope_id = ?')
      .all(e.id) as { id: number; member_id: number; cash_cents: number }[];
    expect(claims).toHaveLength(10);
    const reasons = app.services.db
      .prepare(
        "SELECT reason FROM wallet_ledger WHERE reason LIKE 'red_envelope:%' AND reason IN (" +
          claims.map((c) => `'red_envelope:${c.id}'`).join(',') +
          ')',
      )
      .pluck()
      .all();
    expect(reasons).toHaveLength(10);
    for (const x of paid) {
      const c = Math.round(Number(x.b.data.cash) * 100);
      expect(mainCents(app, x.m.id)).toBe(x.before + c);
      expect(x.b.data.balance).toBe(((x.before + c) / 100).toFixed(2));
      expect(ledgerOf(app, x.m.id).at(-1)).toMatchObject({ amount_cents: c, balance_after_cents: x.before + c });
      expect(memberEvents(recorder, x.m.id, 'member.cash')).toEqual([{ cash: x.b.data.balance }]);
    }
    for (const [i, m] of members.entries())
      if (!paid.some((x) => x.m === m)) expect(mainCents(app, m.id)).toBe(before[i]);
  });

  it('pays one member once however it claims: twice at the same time, or the same request_id again', async () => {
    clear();
    const e = await created({ budget: '50.00', shares: 5 });
    const m = member(app);
    const both = (await Promise.all([claim(m, e.id), claim(m, e.id)])).map((a) => a.json().code).sort();
    expect(both).toEqual([100, PromotionCode.redEnvelopeUnavailable]);
    expect(envelopeRow(e.id).claimed).toBe(1);

    const n = member(app);
    const id = requestId();
    const answers = (await Promise.all([claim(n, e.id, { request_id: id }), claim(n, e.id, { request_id: id })])).map(
      (a) => a.json(),
    );
    expect(answers.map((a) => a.code)).toEqual([100, 100]);
    expect(answers[0].data).toEqual(answers[1].data);
    expect((await claim(n, e.id, { request_id: id })).json().data).toEqual(answers[0].data);
    expect(mainCents(app, n.id)).toBe(Math.round(Number(answers[0].data.cash) * 100));
    expect(ledgerOf(app, n.id)).toHaveLength(1);
    expect(memberEvents(recorder, n.id, 'member.cash')).toHaveLength(1);
  });

  it('creates an envelope from the console and announces RedEnvelopeDisplay on private-member.{currency}', async () => {
    const res = (
      await asOwner(app, CREATE(SITE), {
        currency: 'INR',
        budget: '10',
        shares: 3,
        end_at: dayjs().tz(RED_ENVELOPE_TIMEZONE).add(1, 'hour').format('YYYY-MM-DD HH:mm:ss'),
      })
    ).json();
    expect(res.code).toBe(100);
    expect(
      app.services.db
        .prepare('SELECT currency, budget_cents, shares, min_cents FROM red_envelopes WHERE id = ?')
        .get(res.data.id),
    ).toEqual({
      currency: 'INR',
      budget_cents: 1000,
      shares: 3,
      min_cents: 1,
    });
    await recorder.waitFor(1);
    const display = recorder.events.filter((e) => e.body.name === 'RedEnvelopeDisplay');
    expect(display.at(-1)?.body.channels).toEqual(['private-member.INR']);
  });

  it.each([
    ['a budget below shares × min', { budget: '1.00', shares: 3, min: '0.50' }],
    ['an end in the past', { seconds: undefined, end_at: '2020-01-01 00:00:00' }],
    ['a time that is no time', { seconds: undefined, end_at: '2026-02-30 10:00:00' }],
    ['both end_at and seconds', { end_at: '2099-01-01 00:00:00' }],
    ['neither end_at nor seconds', { seconds: undefined }],
    ['a budget of the wrong form', { budget: '1.001' }],
    ['a zero budget', { budget: '0' }],
  ])('refuses %s (400) and creates nothing', async (_what, body) => {
    const before = app.services.db.prepare('SELECT COUNT(*) FROM red_envelopes').pluck().get();
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(app.services.db.prepare('SELECT COUNT(*) FROM red_envelopes').pluck().get()).toBe(before);
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, OFFER, { site_id: SITE })).statusCode).toBe(401);
    expect((await call(app, CLAIM, { id: 1 })).statusCode).toBe(401);
  });
});
