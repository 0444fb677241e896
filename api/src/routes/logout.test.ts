import type { FastifyInstance } from 'fastify';
import { post, send, startApp, tokenFor } from '../test/helpers.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

describe('POST /api/logout', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers in the old style and revokes the session: the layout then answers 401', async () => {
    app = await startApp();
    const token = await tokenFor(app, 'player01', 'player123');
    expect((await post(app, '/api/member/profile/common/layout', {}, { authorization: token })).statusCode).toBe(200);

    const res = await post(app, '/api/logout', undefined, { authorization: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ header: { status: '200100', desc: 'success' }, body: {} });

    expect((await post(app, '/api/member/profile/common/layout', {}, { authorization: token })).statusCode).toBe(401);
  });

  it('revokes only the session it was given', async () => {
    app = await startApp();
    const first = await tokenFor(app, 'player01', 'player123');
    const second = await tokenFor(app, 'player01', 'player123');
    await post(app, '/api/logout', {}, { authorization: first });
    expect((await post(app, '/api/member/profile/common/layout', {}, { authorization: second })).statusCode).toBe(200);
  });

  it('succeeds without a session, so a client can always log out', async () => {
    app = await startApp();
    const res = await post(app, '/api/logout', {}, { authorization: 'not-a-session' });
    expect(res.json().header.status).toBe('200100');
    expect((await post(app, '/api/logout')).json().header.status).toBe('200100');
  });

  it('accepts an empty JSON body', async () => {
    app = await startApp();
    const res = await send(app, '/api/logout', { body: '', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
  });
});
