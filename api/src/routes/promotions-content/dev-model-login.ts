// POST /api/dev/content/model-login { site_id?, language, slug, title?, content?, photo_path? }
// — development only (CROUPIER_DEV_ROUTES=1); in production the operator's back office does this.
// Changes one entry beside the login form (content_models, kind 'login': what /web/model_login
// reads; content is HTML the client sanitises) in one language and publishes model_login.url
// { language } on bob_mobile_template (spec 01 §7): pages in that language refresh it.
// { updated, published }; unknown entry: 404.
import Type from 'typebox';
import { PublicChannel, RealtimeEvent, type TemplateChangePayload } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, Language, SiteId } from '../../http/route-schema.js';
import { publishLogged } from '../realtime-events/publish-logged.js';
import type { PromotionsContentRoutePlugin } from './options.js';

const Body = Type.Object(
  {
    site_id: Defaulted(SiteId, '1'),
    language: Language,
    slug: Type.String({ minLength: 1, maxLength: 64 }),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    content: Type.Optional(Type.String({ maxLength: 20_000 })),
    photo_path: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const devModelLoginRoute: PromotionsContentRoutePlugin = async (app, { services }) => {
  const update = services.db.prepare(
    `UPDATE content_models SET title = COALESCE(@title, title), content = COALESCE(@content, content),
       photo_path = COALESCE(@photo_path, photo_path)
     WHERE site_id = @site_id AND kind = 'login' AND slug = @slug AND language = @language`,
  );
  app.post('/dev/content/model-login', { schema: { body: Body } }, async ({ body: b }) => {
    const changed = update.run({
      site_id: b.site_id,
      slug: b.slug,
      language: b.language,
      title: b.title ?? null,
      content: b.content ?? null,
      photo_path: b.photo_path ?? null,
    }).changes;
    if (changed === 0)
      return fail(ApiCode.notFound, `No login entry '${b.slug}' in ${b.language} on site ${b.site_id}`);
    // Before the realtime event: the pages that hear it ask again at once.
    services.readCache.invalidate('content');
    const payload: TemplateChangePayload = { language: b.language };
    const published = await publishLogged(app.log, RealtimeEvent.modelLoginUrl, () =>
      services.publisher.publishPublic(PublicChannel.bobMobileTemplate, RealtimeEvent.modelLoginUrl, payload),
    );
    return ok({ updated: changed, published });
  });
};
