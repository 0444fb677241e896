// POST /api/web/model_sponsor { site_id, language, model_version } -> new style, data: ModelSponsorEntry[]
// (the sponsors page), in that language (English where the operator wrote none in it).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { ModelListBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';

export const modelSponsorRoute: ContentRoutePlugin = async (app, { content }) => {
  app.post('/web/model_sponsor', { schema: { body: ModelListBody } }, async ({ body }) =>
    content.siteExists(body.site_id)
      ? ok(content.modelSponsors(body.site_id, body.language, body.model_version))
      : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
