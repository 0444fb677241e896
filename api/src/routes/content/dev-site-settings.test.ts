import type { FastifyInstance } from 'fastify';
import type { NewStyleResponse, SiteDetail } from '@croupier/shared/contracts';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('POST /api/dev/site/settings', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('changes the settings the next site detail answers, leaving the others alone', async () => {
    app = await startApp({ CROUPIER_DEV_ROUTES: '1' });
    const res = await post(app, '/api/dev/site/settings', {
      settings: { MOBILE_TEMPLATE_NAME: 'bob_mobile', DESKTOP_LOCK: true },
    });
    expect(res.json()).toMatchObject({
      code: 100,
      data: { MOBILE_TEMPLATE_NAME: 'bob_mobile', DESKTOP_LOCK: true, CURRENCY: 'USD,INR,VND' },
    });

    const detail = (
      await post(app, '/api/arks/web/site/detail', { site_id: '1' })
    ).json() as NewStyleResponse<SiteDetail>;
    expect(detail.data.settings).toMatchObject({
      MOBILE_TEMPLATE_NAME: 'bob_mobile',
      DESKTOP_LOCK: true,
      LANGUAGE: 'en_US,zh_CN,hi_IN,vi_VN,ta_IN',
    });
  });

  it('refuses mistyped settings with a 400 JSON error and an unknown site with 404', async () => {
    app = await startApp({ CROUPIER_DEV_ROUTES: '1' });
    const bad = await post(app, '/api/dev/site/settings', { settings: { DESKTOP_LOCK: 'yes please' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400 });
    expect(
      (await post(app, '/api/dev/site/settings', { site_id: '77', settings: { DESKTOP_LOCK: true } })).json(),
    ).toMatchObject({
      code: 404,
    });
  });

  it('does not exist without CROUPIER_DEV_ROUTES', async () => {
    app = await startApp();
    const res = await post(app, '/api/dev/site/settings', { settings: { DESKTOP_LOCK: true } });
    expect(res.statusCode).toBe(404);
  });
});
