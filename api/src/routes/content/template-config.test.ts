import type { FastifyInstance } from 'fastify';
import type { TemplateConfig } from '@croupier/shared/contracts';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('POST /api/template_config', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const config = async (mobileTemplateName: unknown) => post(app, '/api/template_config', { mobileTemplateName });

  it("answers a template's settings, the legacy names resolved", async () => {
    expect((await config('H5_3')).json()).toEqual({
      code: 100,
      message: 'success',
      data: { template: 'H5_3', theme: 'light', model_version: 1, variables: {} } satisfies TemplateConfig,
    });
    expect((await config('bob_mobile')).json()).toMatchObject({ code: 100, data: { template: 'H5_2', theme: 'dark' } });
    expect((await config('origin_mobile')).json()).toMatchObject({ code: 100, data: { template: 'H5_1' } });
  });

  it('uses the stored config, so a brand can change a theme without a release', async () => {
    app.services.db
      .prepare("UPDATE template_configs SET variables = ? WHERE template = 'H5_8'")
      .run('{"--cr-accent":"#ff7a00"}');
    // Served from memory: a write on the api's own connection says so (a migration does, by a start).
    app.services.readCache.invalidate('content');
    expect((await config('H5_8')).json()).toMatchObject({ data: { variables: { '--cr-accent': '#ff7a00' } } });
  });

  it.each([['pc'], ['H5_0'], [7], [null]])('refuses %p with a 400 JSON error', async (name) => {
    const res = await config(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });
});
