import type { FastifyInstance } from 'fastify';
import {
  FAQ_ID_LIST,
  type HelpPageDetail,
  type HelpPageSummary,
  type NewStyleResponse,
} from '@croupier/shared/contracts';
import { post, startApp } from '../../test/helpers.js';

describe('help pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const detail = async (payload: unknown) => {
    const res = await post(app, '/api/arks/web/help/detail', payload);
    return { status: res.statusCode, json: res.json() as NewStyleResponse<HelpPageDetail | null> };
  };

  it('answers a help page in the requested language', async () => {
    const { status, json } = await detail({ site_id: '1', id: 3, language: 'hi_IN' });
    expect(status).toBe(200);
    expect(json.code).toBe(100);
    expect(json.data).toMatchObject({ id: 3, title: 'ज़िम्मेदार गेमिंग', language: 'hi_IN' });
    expect(json.data?.content).toContain('<li>');
  });

  it('falls back to English for a language the site has not written', async () => {
    const { json } = await detail({ site_id: '1', id: 17, language: 'ko_KR' });
    expect(json.data).toMatchObject({ id: 17, title: 'Promotion Statement', language: 'en_US' });
  });

  it('defaults to English without a language', async () => {
    const { json } = await detail({ site_id: '1', id: 1 });
    expect(json.data?.title).toBe('About Us');
  });

  it('answers an id outside the faq ids, or another site, with code 404', async () => {
    expect((await detail({ site_id: '1', id: 9, language: 'en_US' })).json).toEqual({
      code: 404,
      message: 'Help page 9 not found',
      data: null,
    });
    expect((await detail({ site_id: '2', id: 1 })).json.code).toBe(404);
  });

  it('refuses a malformed request with a 400 JSON error', async () => {
    for (const payload of [{ site_id: '1' }, { site_id: '1', id: 'abc' }, { site_id: '1', id: 1, language: 'xx_XX' }]) {
      const { status, json } = await detail(payload);
      expect(status).toBe(400);
      expect(json.code).toBe(400);
    }
  });

  it('lists the nine help pages in order, titled in the requested language', async () => {
    const res = await post(app, '/api/arks/web/help/list', { site_id: '1', language: 'zh_CN' });
    const json = res.json() as NewStyleResponse<HelpPageSummary[]>;
    expect(json.code).toBe(100);
    expect(json.data.map((p) => p.id)).toEqual([...FAQ_ID_LIST]);
    expect(json.data[0]).toEqual({ id: 1, title: '关于我们' });
  });
});
