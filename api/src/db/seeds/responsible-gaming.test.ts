// The responsible-gaming seed: rglimits01 logs in with its README password and its page shows
// the limits in force, the weekly raise still waiting and the history newest first; a second
// start adds nothing.
import type { FastifyInstance } from 'fastify';
import type { ResponsibleGamingState, RgChange } from '@croupier/shared/contracts';
import { post, startApp, tokenFor } from '../../test/helpers.js';
import { seedAreas } from '../seed.js';

jest.setTimeout(60_000);

describe('the responsible gaming seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  it('gives rglimits01 limits, a waiting raise and their history', async () => {
    const headers = { authorization: await tokenFor(app, 'rglimits01', 'rglimits123') };
    const state = (await post(app, '/api/arks/web/member/responsible_gaming', {}, headers)).json()
      .data as ResponsibleGamingState;
    const amounts = Object.fromEntries(state.limits.map((l) => [`${l.kind}_${l.period}`, l.amount]));
    expect(amounts).toEqual({
      deposit_day: '100.00',
      deposit_week: '300.00',
      deposit_month: null,
      loss_day: null,
      loss_week: null,
      loss_month: '200.00',
    });
    const week = state.limits[1]!;
    expect(week.pending?.value).toBe('500.00');
    expect(week.pending!.effective_at).toBeGreaterThan(state.server_time);
    expect(state.session.limit_minutes).toBe(60);
    expect(state.reality_check.interval_minutes).toBe(30);

    const changes = async () =>
      (await post(app, '/api/arks/web/member/responsible_gaming/history', {}, headers)).json().data as RgChange[];
    const before = await changes();
    expect(before.map((c) => c.action)).toEqual([
      'raise_requested',
      'reality_check_set',
      'limit_set',
      'limit_set',
      'limit_set',
      'limit_set',
    ]);
    expect(before[0]!.effective_at).toBe(week.pending!.effective_at);
    seedAreas(app.services.db);
    expect(await changes()).toHaveLength(before.length);
  });
});
