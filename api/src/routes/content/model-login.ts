// POST /api/web/model_login { site_id, language, model_version } -> new style, data: ModelLoginEntry[]
// (the content beside the login form (HTML)), in that language (English where the operator wrote none in it).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { ModelListBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';

export const modelLoginRoute: ContentRoutePlugin = async (app, { content }) => {
  app.post('/web/model_login', { schema: { body: ModelListBody } }, async ({ body }) =>
    content.siteExists(body.site_id)
      ? ok(content.modelLogin(body.site_id, body.language, body.model_version))
      : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
