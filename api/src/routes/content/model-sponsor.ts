// POST /api/web/model_sponsor { site_id, language, model_version } -> new style, data: ModelSponsorEntry[]
// (the sponsors page), in that language (English where the operator wrote none in it).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { ModelListBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';
import { sendContent } from './cached-content.js';

export const modelSponsorRoute: ContentRoutePlugin = async (app, options) => {
  const { content } = options;
  app.post('/web/model_sponsor', { schema: { body: ModelListBody } }, async (request, reply) => {
    const { site_id, language, model_version } = request.body;
    return sendContent(request, reply, options, ['/web/model_sponsor', site_id, language, model_version], () =>
      content.siteExists(site_id)
        ? ok(content.modelSponsors(site_id, language, model_version))
        : fail(ApiCode.notFound, siteNotFound(site_id)),
    );
  });
};
