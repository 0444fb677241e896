// POST /api/dev/content/model-setting { site_id?, template, language, slug, title?, photo_path?, link? }
// — development only (CROUPIER_DEV_ROUTES=1); in production the operator's back office does this.
// Changes one home-page ad (content_models, kind 'setting') in one language and publishes
// model_settings.url { language } on {template}_template: pages in that language refresh the list.
import type { FastifyPluginAsync } from 'fastify';
import {
  LANGUAGES,
  MODEL_SETTING_TEMPLATES,
  PublicChannel,
  RealtimeEvent,
  type ModelSettingTemplate,
  type TemplateChangePayload,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import { publishLogged } from './publish-logged.js';

const body = {
  type: 'object',
  required: ['template', 'language', 'slug'],
  additionalProperties: false,
  properties: {
    site_id: { type: 'string', minLength: 1, maxLength: 32, default: '1' },
    template: { type: 'string', enum: MODEL_SETTING_TEMPLATES },
    language: { type: 'string', enum: LANGUAGES.map((l) => l.code) },
    slug: { type: 'string', minLength: 1, maxLength: 64 },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    photo_path: { type: 'string', maxLength: 500 },
    link: { type: 'string', maxLength: 500 },
  },
} as const;

interface Body {
  site_id: string;
  template: ModelSettingTemplate;
  language: string;
  slug: string;
  title?: string;
  photo_path?: string;
  link?: string;
}

export const devModelSettingRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const update = services.db.prepare(
    `UPDATE content_models SET title = COALESCE(@title, title), photo_path = COALESCE(@photo_path, photo_path),
       link = COALESCE(@link, link)
     WHERE site_id = @site_id AND kind = 'setting' AND slug = @slug AND language = @language`,
  );
  app.post<{ Body: Body }>('/dev/content/model-setting', { schema: { body } }, async ({ body: b }) => {
    const changed = update.run({
      site_id: b.site_id,
      slug: b.slug,
      language: b.language,
      title: b.title ?? null,
      photo_path: b.photo_path ?? null,
      link: b.link ?? null,
    }).changes;
    if (changed === 0) return fail(ApiCode.notFound, `No ad '${b.slug}' in ${b.language} on site ${b.site_id}`);
    const payload: TemplateChangePayload = { language: b.language };
    const published = await publishLogged(app.log, RealtimeEvent.modelSettingsUrl, () =>
      services.publisher.publishPublic(PublicChannel.template(b.template), RealtimeEvent.modelSettingsUrl, payload),
    );
    return ok({ updated: changed, published });
  });
};
