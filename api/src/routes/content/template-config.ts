// POST /api/template_config { mobileTemplateName } -> new style, data: TemplateConfig (theme,
// model_version and the brand's CSS variable overrides). Legacy names resolve to their template.
import type { FastifyPluginAsync } from 'fastify';
import { toMobileTemplate } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { mobileTemplateNames, type ContentRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['mobileTemplateName'],
  properties: { mobileTemplateName: { type: 'string', enum: mobileTemplateNames } },
} as const;

export const templateConfigRoute: FastifyPluginAsync<ContentRouteOptions> = async (app, { content }) => {
  app.post<{ Body: { mobileTemplateName: string } }>('/template_config', { schema: { body } }, async ({ body }) => {
    const name = toMobileTemplate(body.mobileTemplateName);
    const config = name ? content.templateConfig(name) : null;
    return config ? ok(config) : fail(ApiCode.notFound, `Template ${body.mobileTemplateName} not found`);
  });
};
