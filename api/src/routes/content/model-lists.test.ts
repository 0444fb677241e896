// /web/model_setting, /web/model_sponsor, /web/model_login: one body, three lists.
import type { FastifyInstance } from 'fastify';
import type { ModelLoginEntry, ModelSettingEntry, ModelSponsorEntry } from '@croupier/shared/contracts';
import { post, send, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('the model lists', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const list = async <T>(kind: string, body: Record<string, unknown>) =>
    (await post(app, `/api/web/model_${kind}`, body)).json() as { code: number; data: T[] };

  it('model_setting: the home ads in the requested language, each with a served picture', async () => {
    const en = await list<ModelSettingEntry>('setting', { site_id: '1', language: 'en_US', model_version: 1 });
    const vi = await list<ModelSettingEntry>('setting', { site_id: '1', language: 'vi_VN', model_version: 1 });
    expect(en.code).toBe(100);
    expect(en.data.map((a) => a.title)).toEqual([
      'Cricket season: 100% first-deposit bonus',
      'Live dealers, around the clock',
      'Spin for the weekly jackpot',
    ]);
    expect(vi.data[0]!.title).toBe('Mùa cricket: thưởng 100% lần nạp đầu');
    expect(vi.data.map((a) => a.link)).toEqual(en.data.map((a) => a.link));
    const picture = await send(app, en.data[0]!.photo_path, { method: 'GET' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('model_sponsor: the sponsors with a translated description', async () => {
    const { data } = await list<ModelSponsorEntry>('sponsor', { site_id: '1', language: 'zh_CN', model_version: 1 });
    expect(data.map((s) => s.name)).toEqual(['Mumbai Mavericks', 'Saigon Dragons FC', 'Chennai Chargers']);
    expect(data[0]!.description).toBe('孟买独行侠板球俱乐部官方博彩合作伙伴。');
    expect(data[0]!.photo_path).toMatch(/^\/api\/assets\/sponsors\//);
  });

  it('model_login: the login content (title and HTML)', async () => {
    const { data } = await list<ModelLoginEntry>('login', { site_id: '1', language: 'hi_IN' });
    expect(data).toEqual([
      {
        id: expect.any(Number),
        title: 'फिर से स्वागत है',
        content: expect.stringContaining('<a href="/discount">'),
        photo_path: '',
      },
    ]);
  });

  it('falls back to English for a language the operator wrote nothing in, and is empty for an unknown version', async () => {
    const ko = await list<ModelSettingEntry>('setting', { site_id: '1', language: 'ko_KR', model_version: 1 });
    expect(ko.data[0]!.title).toBe('Cricket season: 100% first-deposit bonus');
    expect((await list('setting', { site_id: '1', language: 'en_US', model_version: 7 })).data).toEqual([]);
  });

  it.each(['setting', 'sponsor', 'login'])('model_%s refuses a malformed body with a 400 JSON error', async (kind) => {
    for (const body of [
      { site_id: '1' },
      { site_id: '1', language: 'xx_XX' },
      { site_id: '1', language: 'en_US', model_version: 'v2' },
    ]) {
      const res = await post(app, `/api/web/model_${kind}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
    }
  });

  it('answers an unknown site with code 404', async () => {
    expect(await list('sponsor', { site_id: '9', language: 'en_US' })).toMatchObject({ code: 404, data: null });
  });
});
