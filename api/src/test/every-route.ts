// The api with every optional area switched on (development routes, outbox, dev sign-in),
// listening on a free port, and the GET/POST routes it registered: for tests that must cover a
// route added later without listing it.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from './helpers.js';

export interface EveryRoute {
  app: FastifyInstance;
  routes: { method: string; url: string }[];
}

/** Call in a describe: builds before its tests, closes after them. */
export function withEveryRoute(): EveryRoute {
  const state = { routes: [] } as unknown as EveryRoute;
  beforeAll(async () => {
    state.app = buildApp(testConfig({ CROUPIER_DEV_ROUTES: '1', CROUPIER_DEV_OUTBOX: '1', CROUPIER_DEV_OAUTH: '1' }));
    state.app.addHook('onRoute', ({ method, url }) => {
      for (const m of [method].flat()) if (m === 'GET' || m === 'POST') state.routes.push({ method: m, url });
    });
    await state.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => state.app.close());
  return state;
}
