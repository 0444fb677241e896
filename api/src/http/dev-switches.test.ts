// The development routes exist only when their switch is exactly `1`: a `true`, `yes` or ` 1`
// an operator might write leaves them off (and production refuses any of them, see config.test.ts).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { send, testConfig } from '../test/helpers.js';

jest.setTimeout(30_000);

const SWITCHES = ['CROUPIER_DEV_ROUTES', 'CROUPIER_DEV_OUTBOX', 'CROUPIER_DEV_OAUTH', 'CROUPIER_DEV_API_DOCS'];
const isDevRoute = (url: string) => url.includes('/dev/');

async function started(value: string): Promise<{ app: FastifyInstance; devRoutes: string[] }> {
  const app = buildApp(testConfig(Object.fromEntries(SWITCHES.map((name) => [name, value]))));
  const devRoutes: string[] = [];
  app.addHook('onRoute', ({ url }) => {
    if (isDevRoute(url)) devRoutes.push(url);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, devRoutes };
}

describe('development switches', () => {
  it.each(['true', 'yes', ' 1', '01', 'on', '0', ''])('leave every dev route out when set to %p', async (value) => {
    const { app, devRoutes } = await started(value);
    try {
      expect(devRoutes).toEqual([]);
      for (const [method, path] of [
        ['POST', '/api/dev/entry/enc'],
        ['GET', '/api/dev/outbox?to=x&purpose=y'],
        ['GET', '/api/auth/dev/authorize'],
        ['POST', '/api/dev/payment/D1'],
        ['GET', '/api/dev/payment/D1'],
        ['GET', '/api/docs/'],
      ]) {
        expect(
          (
            await send(app, path!, {
              method,
              ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
            })
          ).statusCode,
        ).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it('add them when set to exactly 1', async () => {
    const { app, devRoutes } = await started('1');
    try {
      expect(devRoutes).toEqual(
        expect.arrayContaining([
          '/api/dev/entry/enc',
          '/api/dev/outbox',
          '/api/auth/dev/authorize',
          '/api/dev/payment/:order_number',
        ]),
      );
      expect((await send(app, '/api/docs/', { method: 'GET' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
