// POST /api/web/model_setting { site_id, language, model_version } -> new style, data: ModelSettingEntry[]
// (the home page ads), in that language (English where the operator wrote none in it).
import type { FastifyPluginAsync } from 'fastify';
import type { LanguageCode } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { modelListBody, siteNotFound, type ContentRouteOptions } from './schemas.js';

interface Body {
  site_id: string;
  language: LanguageCode;
  model_version: number;
}

export const modelSettingRoute: FastifyPluginAsync<ContentRouteOptions> = async (app, { content }) => {
  app.post<{ Body: Body }>('/web/model_setting', { schema: { body: modelListBody } }, async ({ body }) =>
    content.siteExists(body.site_id)
      ? ok(content.modelSettings(body.site_id, body.language, body.model_version))
      : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
