import type { FastifyInstance } from 'fastify';
import { send, startApp } from '../../test/helpers.js';

describe('GET /api/dev/outbox', () => {
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('is absent unless CROUPIER_DEV_OUTBOX=1', async () => {
    app = await startApp();
    expect((await send(app, '/api/dev/outbox', { method: 'GET' })).statusCode).toBe(404);
  });

  it('lists sent messages filtered by to and purpose', async () => {
    app = await startApp({ CROUPIER_DEV_OUTBOX: '1' });
    app.services.outbox.send({
      channel: 'sms',
      to: '0912345678',
      purpose: 'register_member',
      code: '654321',
      ttlMs: 60_000,
    });
    app.services.outbox.send({
      channel: 'sms',
      to: '0900000000',
      purpose: 'register_member',
      code: '111111',
      ttlMs: 60_000,
    });
    const res = await send(app, '/api/dev/outbox?to=0912345678&purpose=register_member', { method: 'GET' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.messages).toEqual([
      expect.objectContaining({ channel: 'sms', to: '0912345678', purpose: 'register_member', code: '654321' }),
    ]);
  });
});
