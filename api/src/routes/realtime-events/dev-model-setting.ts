// POST /api/dev/content/model-setting { site_id?, template, language, slug, title?, photo_path?, link? }
// — development only (CROUPIER_DEV_ROUTES=1); in production the operator's back office does this.
// Changes one home-page ad (content_models, kind 'setting') in one language and publishes
// model_settings.url { language } on {template}_template: pages in that language refresh the list.
import Type from 'typebox';
import {
  MODEL_SETTING_TEMPLATES,
  PublicChannel,
  RealtimeEvent,
  type TemplateChangePayload,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, Language, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { publishLogged } from './publish-logged.js';

const Body = Type.Object(
  {
    site_id: Defaulted(SiteId, '1'),
    template: StringIn(MODEL_SETTING_TEMPLATES),
    language: Language,
    slug: Type.String({ minLength: 1, maxLength: 64 }),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    photo_path: Type.Optional(Type.String({ maxLength: 500 })),
    link: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const devModelSettingRoute: RoutePlugin = async (app, { services }) => {
  const update = services.db.prepare(
    `UPDATE content_models SET title = COALESCE(@title, title), photo_path = COALESCE(@photo_path, photo_path),
       link = COALESCE(@link, link)
     WHERE site_id = @site_id AND kind = 'setting' AND slug = @slug AND language = @language`,
  );
  app.post('/dev/content/model-setting', { schema: { body: Body } }, async ({ body: b }) => {
    const changed = update.run({
      site_id: b.site_id,
      slug: b.slug,
      language: b.language,
      title: b.title ?? null,
      photo_path: b.photo_path ?? null,
      link: b.link ?? null,
    }).changes;
    if (changed === 0) return fail(ApiCode.notFound, `No ad '${b.slug}' in ${b.language} on site ${b.site_id}`);
    // Before the realtime event: the pages that hear it ask again at once.
    services.readCache.invalidate('content');
    const payload: TemplateChangePayload = { language: b.language };
    const published = await publishLogged(app.log, RealtimeEvent.modelSettingsUrl, () =>
      services.publisher.publishPublic(PublicChannel.template(b.template), RealtimeEvent.modelSettingsUrl, payload),
    );
    return ok({ updated: changed, published });
  });
};
