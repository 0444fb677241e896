import type { FastifyInstance } from 'fastify';
import { startPusherRecorder, type PusherRecorder } from '../test/pusher-recorder.js';
import { post, startApp, tokenFor } from '../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

describe('POST /api/dev/wallet/adjust (CROUPIER_DEV_ROUTES=1)', () => {
  let recorder: PusherRecorder;
  let app: FastifyInstance;
  beforeAll(async () => {
    recorder = await startPusherRecorder();
    app = await startApp({ CROUPIER_DEV_ROUTES: '1', PUSHER_PORT: String(recorder.port) });
  });
  afterAll(async () => {
    await app.close();
    await recorder.close();
  });

  it('changes the balance the member then sees, and publishes it', async () => {
    const res = await post(app, '/api/dev/wallet/adjust', { member_account: 'player01', amount: '12.5' });
    expect(res.json()).toEqual({
      code: 100,
      message: 'success',
      data: { member_id: expect.any(Number), member_account: 'player01', cash: '1012.50' },
    });
    const [event] = await recorder.waitFor(1);
    expect(JSON.parse(event!.body.data)).toEqual({ cash: '1012.50' });

    const token = await tokenFor(app, 'player01', 'player123');
    const layout = (await post(app, '/api/member/profile/common/layout', {}, { authorization: token })).json();
    expect(layout.data.member_common_layout.member_cash).toBe('1012.50');
  });

  it('answers 409 when the balance would go below zero', async () => {
    const res = await post(app, '/api/dev/wallet/adjust', { member_account: 'agent01', amount: -1_000_000 });
    expect(res.json().code).toBe(409);
  });

  it('answers 404 for an unknown member and 400 for a bad amount', async () => {
    expect((await post(app, '/api/dev/wallet/adjust', { member_account: 'nobody42', amount: 1 })).json().code).toBe(
      404,
    );
    const bad = await post(app, '/api/dev/wallet/adjust', { member_account: 'player01', amount: '1.234' });
    expect(bad.statusCode).toBe(400);
  });
});
