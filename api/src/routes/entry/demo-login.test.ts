import type { FastifyInstance } from 'fastify';
import { login, post, startApp } from '../../test/helpers.js';
import { asOwner } from '../../test/operator.js';

jest.setTimeout(30_000);

describe('demo mode: POST /api/demo/login', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await startApp();
  });
  afterEach(() => app.close());

  it('is refused while IS_DEMO is off', async () => {
    const res = await post(app, '/api/demo/login', { site_id: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Demo mode is off for this site');
  });

  it('logs in the test account once IS_DEMO is on, with a session that works like a member', async () => {
    const flipped = await asOwner(app, '/sites/1/settings', { settings: { IS_DEMO: true } });
    expect(flipped.json().data).toMatchObject({ site_id: '1', settings: { IS_DEMO: true } });
    const detail = await post(app, '/api/arks/web/site/detail', { site_id: '1' });
    expect(JSON.stringify(detail.json())).toContain('"IS_DEMO":true');

    const res = await post(app, '/api/demo/login', { site_id: '1' });
    expect(res.statusCode).toBe(200);
    const session = res.json().data as { token: string; member_account: string; member_currency: string };
    expect(session).toMatchObject({
      member_account: 'demo_player',
      member_currency: 'USD',
      member_type: 1,
      site_id: '1',
    });
    expect(res.headers.get('authorization')).toBe(session.token);

    const layout = await post(app, '/api/member/profile/common/layout', {}, { authorization: session.token });
    expect(layout.json().data.member_common_layout).toMatchObject({
      member_account: 'demo_player',
      member_cash: '10000.00',
    });
  });

  it('the test account cannot be entered with a password', async () => {
    const res = await login(app, { account: 'demo_player', password: '!no-password' });
    expect(res.json().code).toBe(101);
  });

  it('answers 400 without a site and 404 for an unknown site when flipping', async () => {
    expect((await post(app, '/api/demo/login', {})).statusCode).toBe(400);
    expect((await asOwner(app, '/sites/1/settings', { settings: { IS_DEMO: 'yes' } })).statusCode).toBe(400);
    expect((await asOwner(app, '/sites/99/settings', { settings: { IS_DEMO: true } })).statusCode).toBe(404);
  });
});
