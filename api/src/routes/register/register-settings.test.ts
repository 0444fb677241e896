import type { FastifyInstance } from 'fastify';
import type { RegisterSetting } from '@croupier/shared/contracts';
import { post, send, startApp } from '../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

describe('POST /api/arks/web/register-settings', () => {
  it('lists every field of every currency with its flags', async () => {
    const res = await post(app, '/api/arks/web/register-settings', { site_id: '1' });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json() as { code: number; data: RegisterSetting[] };
    expect(code).toBe(100);
    expect(new Set(data.map((s) => s.currency))).toEqual(new Set(['INR', 'RMB', 'USD', 'VND']));
    const vndPhone = data.find((s) => s.currency === 'VND' && s.name === 'member_phone');
    expect(vndPhone).toEqual({
      name: 'member_phone',
      currency: 'VND',
      is_display: 1,
      is_required: 1,
      is_unique: 1,
      is_member_center: 1,
      is_verification: 1,
      is_member_center_verification: 1,
    });
    // Only the phone carries the member-centre verification flag.
    expect(data.find((s) => s.currency === 'USD' && s.name === 'member_email')).not.toHaveProperty(
      'is_member_center_verification',
    );
    expect(data.filter((s) => s.currency === 'USD' && s.is_display === 1).map((s) => s.name)).toEqual([
      'confirm_password',
      'member_name',
      'member_email',
      'member_birthday',
      'member_phone',
      'member_whats_app',
      'member_telegram',
      'captcha',
    ]);
  });

  it('answers 404 for an unknown site and 400 for a malformed body', async () => {
    expect((await post(app, '/api/arks/web/register-settings', { site_id: 'nope' })).json()).toMatchObject({
      code: 404,
    });
    expect((await post(app, '/api/arks/web/register-settings', { site_id: { id: 1 } })).statusCode).toBe(400);
    expect(
      (
        await send(app, '/api/arks/web/register-settings', {
          body: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/arks/web/register-settings/service-agreement', () => {
  it('answers the agreement in the lang header language, else English', async () => {
    const vi = await post(
      app,
      '/api/arks/web/register-settings/service-agreement',
      { site_id: '1' },
      { lang: 'vi_VN' },
    );
    expect(vi.json().data.content).toContain('Thỏa thuận dịch vụ');
    const ko = await post(
      app,
      '/api/arks/web/register-settings/service-agreement',
      { site_id: '1' },
      { lang: 'ko_KR' },
    );
    expect(ko.json().data.content).toContain('Service agreement');
    expect((await post(app, '/api/arks/web/register-settings/service-agreement', {})).statusCode).toBe(400);
  });
});

describe('POST /api/arks/web/model/register-background/detail', () => {
  it('answers the template background, the desktop one for a template without its own', async () => {
    const pc = (
      await post(app, '/api/arks/web/model/register-background/detail', { site_id: '1', template: 'pc' })
    ).json().data;
    expect(pc.image_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(pc.background_color).toBe('#0b3d2e');
    const h5 = (
      await post(app, '/api/arks/web/model/register-background/detail', { site_id: '1', template: 'H5_1' })
    ).json().data;
    expect(h5.image_url).not.toBe(pc.image_url);
    const h5_7 = (
      await post(app, '/api/arks/web/model/register-background/detail', { site_id: '1', template: 'H5_7' })
    ).json().data;
    expect(h5_7).toEqual(pc);
    expect((await post(app, '/api/arks/web/model/register-background/detail', { site_id: '1' })).statusCode).toBe(400);
  });
});
