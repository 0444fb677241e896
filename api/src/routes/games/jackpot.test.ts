import type { FastifyInstance } from 'fastify';
import type { JackpotResponse, NewStyleResponse } from '@croupier/shared/contracts';
import { JACKPOT_CYCLE_MS, jackpotCents } from '../../services/games/index.js';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

const URL = '/api/v2/get_jackpot';

describe('POST /api/v2/get_jackpot', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const amount = async (payload: object) => {
    const json = (await post(app, URL, payload)).json() as NewStyleResponse<JackpotResponse>;
    expect(json.code).toBe(100);
    return json.data.jackpot_amount_total;
  };

  it('answers the pool of the currency as a decimal string with 2 decimals, within 10 integer digits', async () => {
    for (const currency of ['USD', 'INR', 'VND', 'RMB', 'THB']) {
      const total = await amount({ currency });
      expect(total).toMatch(/^\d{1,10}\.\d{2}$/);
    }
    expect(await amount({ currency: 'usd' })).toMatch(/^\d+\.\d{2}$/);
    expect(Number(await amount({ currency: 'VND' }))).toBeGreaterThan(Number(await amount({ currency: 'USD' })));
  });

  it('grows with time', async () => {
    const db = app.services.db;
    db.prepare(
      "UPDATE jackpots SET base_cents = 100000, growth_cents_s = 250, started_at = ? WHERE site_id = '1' AND currency = 'USD'",
    ).run(Date.now() - 10_000);
    const first = Number(await amount({ currency: 'USD', site_id: '1' }));
    expect(first).toBeGreaterThanOrEqual(1025);
    expect(first).toBeLessThan(1030);
    db.prepare("UPDATE jackpots SET started_at = started_at - 60000 WHERE site_id = '1' AND currency = 'USD'").run();
    expect(Number(await amount({ currency: 'USD' }))).toBeGreaterThanOrEqual(first + 150);
  });

  it('starts again from the base once a cycle (the pool was won), so it never outgrows the panel', () => {
    const row = { base_cents: 5_000, growth_cents_s: 10, started_at: 0 };
    expect(jackpotCents(row, 1_000)).toBe(5_010);
    expect(jackpotCents(row, JACKPOT_CYCLE_MS - 1_000)).toBeGreaterThan(jackpotCents(row, JACKPOT_CYCLE_MS + 1_000));
    expect(jackpotCents(row, JACKPOT_CYCLE_MS + 1_000)).toBe(5_010);
  });

  it('answers code 404 for a currency or site without a pool, 400 for a malformed body', async () => {
    expect((await post(app, URL, { currency: 'XYZ' })).json()).toMatchObject({ code: 404, data: null });
    expect((await post(app, URL, { currency: 'USD', site_id: 'nope' })).json()).toMatchObject({ code: 404 });
    for (const payload of [
      {},
      { currency: '' },
      { currency: 'US D' },
      { currency: 42 },
      { currency: { code: 'USD' } },
    ]) {
      const res = await post(app, URL, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
  });
});
