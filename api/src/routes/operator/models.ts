// The model lists of a site from the console (content.edit; docs/operators.md "Content"): the
// home-page ads (kind 'setting'), the sponsors and the entries beside the login form, one row per
// language (content_models):
//   GET  /api/operator/sites/:site_id/models/:kind -> { items }, every language and model_version
//   POST /api/operator/sites/:site_id/models/setting { template, language, slug, title?, photo_path?, link? }
//   POST /api/operator/sites/:site_id/models/sponsor { language, slug, title?, description?, photo_path?, link? }
//   POST /api/operator/sites/:site_id/models/login { language, slug, title?, content?, photo_path? }
//   -> { updated, published }
// A change edits one entry in one language, drops the read cache, then publishes the event the
// pages in that language refresh on (spec 01 §7): model_settings.url on {template}_template,
// model_sponsor.url and model_login.url on bob_mobile_template, each { language }. Unknown entry: 404.
import Type from 'typebox';
import {
  MODEL_SETTING_TEMPLATES,
  PublicChannel,
  RealtimeEvent,
  type TemplateChangePayload,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Language, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { publishLogged } from '../realtime-events/publish-logged.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, siteParam } from './guard.js';

const KINDS = ['setting', 'sponsor', 'login'] as const;
type Kind = (typeof KINDS)[number];

const Site = Type.Object({ site_id: SiteId });
const KindParams = Type.Object({ site_id: SiteId, kind: StringIn(KINDS) });
const Slug = Type.String({ minLength: 1, maxLength: 64 });
const Title = Type.Optional(Type.String({ minLength: 1, maxLength: 200 }));
const Path = Type.Optional(Type.String({ maxLength: 500 }));

const bodies = {
  setting: Type.Object(
    {
      template: StringIn(MODEL_SETTING_TEMPLATES),
      language: Language,
      slug: Slug,
      title: Title,
      photo_path: Path,
      link: Path,
    },
    { additionalProperties: false },
  ),
  sponsor: Type.Object(
    {
      language: Language,
      slug: Slug,
      title: Title,
      description: Type.Optional(Type.String({ maxLength: 2000 })),
      photo_path: Path,
      link: Path,
    },
    { additionalProperties: false },
  ),
  login: Type.Object(
    {
      language: Language,
      slug: Slug,
      title: Title,
      content: Type.Optional(Type.String({ maxLength: 20_000 })),
      photo_path: Path,
    },
    { additionalProperties: false },
  ),
};

/** What each kind is called in a 404, and the event its pages refresh on. */
const KIND = {
  setting: { noun: 'ad', event: RealtimeEvent.modelSettingsUrl },
  sponsor: { noun: 'sponsor', event: RealtimeEvent.modelSponsorUrl },
  login: { noun: 'login entry', event: RealtimeEvent.modelLoginUrl },
} as const;

interface Change {
  language: string;
  slug: string;
  title?: string;
  description?: string;
  content?: string;
  photo_path?: string;
  link?: string;
}

const schema = <T extends object>(parts: T) => ({ tags: ['operator'], security: OPERATOR_SECURITY, ...parts });

export const operatorModelsRoutes: RoutePlugin = async (app, { services }) => {
  const { audit, db } = services;
  const guard = operatorGuard(services, 'content.edit', { site: siteParam });
  const siteExists = db.prepare('SELECT 1 FROM sites WHERE site_id = ?').pluck();
  const list = db.prepare(
    `SELECT id, slug, language, model_version, title, description, content, photo_path, link, sort FROM content_models
      WHERE site_id = ? AND kind = ? ORDER BY model_version, language, sort, id`,
  );
  const entry = db.prepare(
    `SELECT id, slug, language, model_version, title, description, content, photo_path, link, sort FROM content_models
      WHERE site_id = @site_id AND kind = @kind AND slug = @slug AND language = @language ORDER BY model_version`,
  );
  // Every model_version of the entry in that language.
  const update = db.prepare(
    `UPDATE content_models SET title = COALESCE(@title, title), description = COALESCE(@description, description),
       content = COALESCE(@content, content), photo_path = COALESCE(@photo_path, photo_path), link = COALESCE(@link, link)
     WHERE site_id = @site_id AND kind = @kind AND slug = @slug AND language = @language`,
  );

  app.get(
    '/operator/sites/:site_id/models/:kind',
    { schema: schema({ params: KindParams }), ...guard },
    async (request, reply) => {
      const { site_id, kind } = request.params;
      if (!siteExists.get(site_id)) return reply.code(404).send(fail(ApiCode.notFound, `Site ${site_id} not found`));
      return ok({ items: list.all(site_id, kind) });
    },
  );

  /** Edits the entry in one transaction with its audit entry; the number of rows changed (0: no such entry). */
  function edit(site_id: string, kind: Kind, b: Change, request: Parameters<typeof actorOf>[0]): number {
    const key = { site_id, kind, slug: b.slug, language: b.language };
    return audit.run(actorOf(request), () => {
      const before = entry.all(key);
      const changed = update.run({
        ...key,
        title: b.title ?? null,
        description: b.description ?? null,
        content: b.content ?? null,
        photo_path: b.photo_path ?? null,
        link: b.link ?? null,
      }).changes;
      return {
        result: changed,
        change:
          changed === 0
            ? null
            : {
                site_id,
                action: 'model.update',
                target: `${kind}:${b.slug}:${b.language}`,
                before,
                after: entry.all(key),
              },
      };
    });
  }

  for (const kind of KINDS) {
    app.post(
      `/operator/sites/:site_id/models/${kind}`,
      { schema: schema({ params: Site, body: bodies[kind] }), ...guard },
      async (request, reply) => {
        const { site_id } = request.params;
        const b = request.body;
        const updated = edit(site_id, kind, b, request);
        if (updated === 0)
          return reply
            .code(404)
            .send(fail(ApiCode.notFound, `No ${KIND[kind].noun} '${b.slug}' in ${b.language} on site ${site_id}`));
        // Before the realtime event: the pages that hear it ask again at once.
        services.readCache.invalidate('content');
        const payload: TemplateChangePayload = { language: b.language };
        const channel = 'template' in b ? PublicChannel.template(b.template) : PublicChannel.bobMobileTemplate;
        const published = await publishLogged(app.log, KIND[kind].event, () =>
          services.publisher.publishPublic(channel, KIND[kind].event, payload),
        );
        return ok({ updated, published });
      },
    );
  }
};
