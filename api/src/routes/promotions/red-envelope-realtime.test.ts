// A red envelope end to end with the real realtime server: a member's page (pusher-js,
// authorised through the api) hears RedEnvelopeDisplay on private-member.USD when one is created
// and member.cash on its own channel with the balance after its claim.
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { createRealtimeServer, type RealtimeServer } from '../../realtime/server.js';
import { startApp } from '../../test/helpers.js';
import { memberPusher, nextOn } from '../../test/member-pusher.js';
import { asOwner } from '../../test/operator.js';
import { call, member, SITE, writeSite } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

let realtime: RealtimeServer;
let app: FastifyInstance;
let client: Pusher | undefined;
let realtimePort: number;

beforeAll(async () => {
  realtime = createRealtimeServer({
    appId: 'croupier',
    key: 'croupier-key',
    secret: 'croupier-secret',
    port: 0,
    host: '127.0.0.1',
  });
  realtimePort = (await realtime.listen()).port;
  app = await startApp({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(realtimePort) });
  writeSite(app.services.db);
});
afterAll(async () => {
  client?.disconnect();
  await app.close();
  await realtime.close();
});

it('announces a new envelope to the currency’s members and the claimed balance to the claimer', async () => {
  const m = member(app, { cashCents: 1000 });
  client = memberPusher(app, realtimePort, m.token);
  const own = client.subscribe(`private-member.${m.id}`);
  const currency = client.subscribe('private-member.USD');
  await Promise.all([nextOn(own, 'pusher:subscription_succeeded'), nextOn(currency, 'pusher:subscription_succeeded')]);

  const display = nextOn<Record<string, unknown>>(currency, 'RedEnvelopeDisplay');
  const created = (
    await asOwner(app, `/sites/${SITE}/red-envelopes`, {
      currency: 'USD',
      budget: '5.00',
      shares: 1,
      seconds: 120,
    })
  ).json();
  expect(created.code).toBe(100);
  expect(await display).toEqual({});

  const offered = (
    await call(app, '/api/arks/web/activity/red_envelope_promotion', { site_id: SITE }, m.headers)
  ).json();
  expect(offered.data.envelope.id).toBe(created.data.id);
  const cash = nextOn<{ cash: string }>(own, 'member.cash');
  const claimed = (await call(app, '/api/arks/web/activity/red_envelope', { id: created.data.id }, m.headers)).json();
  expect(claimed).toEqual({ code: 100, message: 'success', data: { cash: '5.00', balance: '15.00' } });
  expect(await cash).toEqual({ cash: '15.00' });
});
