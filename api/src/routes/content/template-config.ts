// POST /api/template_config { mobileTemplateName } -> new style, data: TemplateConfig (theme,
// model_version and the brand's CSS variable overrides). Legacy names resolve to their template.
import Type from 'typebox';
import { toMobileTemplate } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { sendContent } from './cached-content.js';
import { MobileTemplateName, type ContentRoutePlugin } from './schemas.js';

const Body = Type.Object({ mobileTemplateName: MobileTemplateName });

export const templateConfigRoute: ContentRoutePlugin = async (app, options) => {
  const { content } = options;
  app.post('/template_config', { schema: { body: Body } }, async (request, reply) => {
    const asked = request.body.mobileTemplateName;
    return sendContent(request, reply, options, ['/template_config', asked], () => {
      const name = toMobileTemplate(asked);
      const config = name ? content.templateConfig(name) : null;
      return config ? ok(config) : fail(ApiCode.notFound, `Template ${asked} not found`);
    });
  });
};
