import type { FastifyInstance } from 'fastify';
import { call, GAMES, newMember, startProviderApp } from './__tests__/fixtures.js';
import { readInstant } from './dev-maintenance.js';

jest.setTimeout(30_000);

describe('POST /api/dev/games/maintenance (CROUPIER_DEV_ROUTES=1)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startProviderApp({ CROUPIER_DEV_ROUTES: '1' })));
  afterAll(() => close());

  const play = (headers: Record<string, string>) =>
    call(app, '/api/member/game/play1', { ...GAMES.slot, lobby_url: '/close', device: 0 }, headers);

  it('puts a provider in maintenance until cleared: play1 answers 203, then plays again', async () => {
    const m = newMember(app, { depositCents: 100 });
    const set = (await call(app, '/api/dev/games/maintenance', { gp_id: GAMES.slot.gp_id })).json();
    expect(set).toMatchObject({ code: 100, data: { gp_id: 'GPZB', maintain_interval: { end: null } } });
    expect(set.data.maintain_interval.start).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const refused = (await play(m.headers)).json();
    expect(refused).toEqual({
      code: 203,
      message: 'GPZB is in maintenance',
      data: { maintain_interval: set.data.maintain_interval },
    });

    expect(
      (await call(app, '/api/dev/games/maintenance', { gp_id: GAMES.slot.gp_id, clear: true })).json(),
    ).toMatchObject({
      code: 100,
      data: { maintain_interval: { start: null, end: null } },
    });
    expect((await play(m.headers)).json().code).toBe(100);
  });

  it("takes start and end as epoch ms or ISO 8601 and answers them in the site's zone (America/Caracas by default)", async () => {
    const res = (
      await call(app, '/api/dev/games/maintenance', {
        gp_id: GAMES.other.gp_id,
        start: Date.UTC(2030, 0, 1, 12),
        end: '2030-01-01T14:30:00Z',
      })
    ).json();
    expect(res.data.maintain_interval).toEqual({ start: '2030-01-01 08:00:00', end: '2030-01-01 10:30:00' });
    // Not yet begun: the game still opens.
    expect(
      (
        await call(app, '/api/member/game/play1', { ...GAMES.other, lobby_url: '', device: 0 }, newMember(app).headers)
      ).json().code,
    ).toBe(100);
  });

  it('answers 404 for an unknown provider and 400 for unreadable or reversed times and malformed bodies', async () => {
    expect((await call(app, '/api/dev/games/maintenance', { gp_id: 'GPNOPE' })).json()).toMatchObject({ code: 404 });
    for (const body of [
      {},
      [{ gp_id: 'GPZB' }],
      { gp_id: 'GPZB', start: 'tomorrow' },
      { gp_id: 'GPZB', start: '2030-01-01 10:00:00' },
      { gp_id: 'GPZB', start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' },
      { gp_id: 'GPZB', end: -5 },
      { gp_id: 'GPZB', clear: 'yes please' },
    ]) {
      const res = await call(app, '/api/dev/games/maintenance', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
  });

  it('reads instants strictly', () => {
    expect(readInstant(5)).toBe(5);
    expect(readInstant('1700000000000')).toBe(1_700_000_000_000);
    expect(readInstant('2030-01-01T00:00:00+05:30')).toBe(Date.UTC(2029, 11, 31, 18, 30));
    expect(readInstant('2030-01-01')).toBeNull();
  });
});

describe('without CROUPIER_DEV_ROUTES', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startProviderApp()));
  afterAll(() => close());

  it('has no maintenance route', async () => {
    expect((await call(app, '/api/dev/games/maintenance', { gp_id: 'GPZB' })).statusCode).toBe(404);
  });
});
