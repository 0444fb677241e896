// POST /api/dev/content/model-sponsor { site_id?, language, slug, title?, description?, photo_path?, link? }
// — development only (CROUPIER_DEV_ROUTES=1); in production the operator's back office does this.
// Changes one sponsor (content_models, kind 'sponsor': what /web/model_sponsor reads) in one
// language and publishes model_sponsor.url { language } on bob_mobile_template (spec 01 §7):
// pages in that language refresh the sponsors. { updated, published }; unknown sponsor: 404.
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
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    photo_path: Type.Optional(Type.String({ maxLength: 500 })),
    link: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const devModelSponsorRoute: PromotionsContentRoutePlugin = async (app, { services }) => {
  const update = services.db.prepare(
    `UPDATE content_models SET title = COALESCE(@title, title), description = COALESCE(@description, description),
       photo_path = COALESCE(@photo_path, photo_path), link = COALESCE(@link, link)
     WHERE site_id = @site_id AND kind = 'sponsor' AND slug = @slug AND language = @language`,
  );
  app.post('/dev/content/model-sponsor', { schema: { body: Body } }, async ({ body: b }) => {
    const changed = update.run({
      site_id: b.site_id,
      slug: b.slug,
      language: b.language,
      title: b.title ?? null,
      description: b.description ?? null,
      photo_path: b.photo_path ?? null,
      link: b.link ?? null,
    }).changes;
    if (changed === 0) return fail(ApiCode.notFound, `No sponsor '${b.slug}' in ${b.language} on site ${b.site_id}`);
    // Before the realtime event: the pages that hear it ask again at once.
    services.readCache.invalidate('content');
    const payload: TemplateChangePayload = { language: b.language };
    const published = await publishLogged(app.log, RealtimeEvent.modelSponsorUrl, () =>
      services.publisher.publishPublic(PublicChannel.bobMobileTemplate, RealtimeEvent.modelSponsorUrl, payload),
    );
    return ok({ updated: changed, published });
  });
};
