// A site's announcements (the news and the members' list), its marquee and its pop-up bulletins,
// edited from the console (content.edit; docs/operators.md "Content"):
//   GET  /api/operator/sites/:site_id/announcements -> { items }, newest first, every language
//   POST /api/operator/sites/:site_id/announcements { title, content, display_after_login, sort, display_before_login? } -> { id }
//   POST /api/operator/sites/:site_id/announcements/:id { title?, content?, display_before_login?, display_after_login?, sort? } -> the entry
//   GET  /api/operator/sites/:site_id/marquee -> { items }, by sort
//   POST /api/operator/sites/:site_id/marquee { items: [{ title, content, sort? }] } -> { ids }
//   GET  /api/operator/sites/:site_id/bulletins -> { items, settings }
//   POST /api/operator/sites/:site_id/bulletins { audience, display_location?, display_frequency?, replace?, items } -> { ids }
// Texts are a string (English) or {language: text} in the interface languages. The marquee is
// replaced in one go: the announcements in it leave it (they stay announcements), the items become
// new announcements shown in the marquee and the news. A bulletin item with an id updates that
// bulletin of the group (it pops up again for whoever closed or hid it), one without is new;
// `replace` withdraws the group's other bulletins (they stay in the history). The news and the
// marquee are read from the read cache: a change drops it, so the next page reads it anew.
import Type from 'typebox';
import { BULLETIN_LOCATION } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, IntegerIn, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import type { AnnouncementPatch, BulletinGroup, BulletinText } from '../../services/promotions/index.js';
import { badRequest } from '../auth/check-body.js';
import { Location } from '../promotions-content/options.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, siteParam } from './guard.js';
import { byLanguage, Texts } from './texts.js';

const Site = Type.Object({ site_id: SiteId });
const AnnouncementParams = Type.Object({ site_id: SiteId, id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const Sort = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 });

const NewAnnouncement = Type.Object({
  title: Texts(200),
  content: Texts(20_000),
  display_after_login: IntegerIn([0, 1]),
  sort: Sort,
  display_before_login: Defaulted(IntegerIn([0, 1]), 0),
});
const AnnouncementChange = Type.Object(
  {
    title: Type.Optional(Texts(200)),
    content: Type.Optional(Texts(20_000)),
    display_before_login: Type.Optional(IntegerIn([0, 1])),
    display_after_login: Type.Optional(IntegerIn([0, 1])),
    sort: Type.Optional(Sort),
  },
  { additionalProperties: false, minProperties: 1 },
);
const Marquee = Type.Object({
  items: Type.Array(Type.Object({ title: Texts(200), content: Texts(20_000), sort: Type.Optional(Sort) }), {
    maxItems: 20,
  }),
});
const Bulletins = Type.Object({
  audience: StringIn(['guest', 'member']),
  display_location: Type.Optional(Location),
  display_frequency: Type.Optional(IntegerIn([0, 1])),
  replace: Defaulted(Type.Boolean(), false),
  items: Type.Array(
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
      display_device: Defaulted(IntegerIn([0, 1, 2]), 0),
      title: Texts(200),
      content: Texts(20_000),
      sort: Defaulted(Sort, 0),
      active: Defaulted(IntegerIn([0, 1]), 1),
    }),
    { maxItems: 20 },
  ),
});

const schema = <T extends object>(parts: T) => ({ tags: ['operator'], security: OPERATOR_SECURITY, ...parts });

export const operatorContentRoutes: RoutePlugin = async (app, { services }) => {
  const { announcements, bulletins, audit, readCache } = services;
  const guard = operatorGuard(services, 'content.edit', { site: siteParam });
  const siteExists = services.db.prepare('SELECT 1 FROM sites WHERE site_id = ?').pluck();
  const siteMissing = (site_id: string) => fail(ApiCode.notFound, `Site ${site_id} not found`);

  app.get(
    '/operator/sites/:site_id/announcements',
    { schema: schema({ params: Site }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      return ok({ items: announcements.stored(site_id) });
    },
  );

  app.post(
    '/operator/sites/:site_id/announcements',
    { schema: schema({ params: Site, body: NewAnnouncement }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      const b = request.body;
      const title = byLanguage(b.title);
      const content = byLanguage(b.content);
      if (!title || !content) return badRequest(reply, 'Unknown language code');
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      const id = audit.run(actorOf(request), () => {
        const created = announcements.create({
          site_id,
          title,
          content,
          display_before_login: b.display_before_login,
          display_after_login: b.display_after_login,
          sort: b.sort,
        });
        return {
          result: created,
          change: {
            site_id,
            action: 'announcement.create',
            target: String(created),
            before: null,
            after: announcements.storedOne(site_id, created),
          },
        };
      });
      readCache.invalidate('content');
      return ok({ id });
    },
  );

  app.post(
    '/operator/sites/:site_id/announcements/:id',
    { schema: schema({ params: AnnouncementParams, body: AnnouncementChange }), ...guard },
    async (request, reply) => {
      const { site_id, id } = request.params;
      const b = request.body;
      const change: AnnouncementPatch = {
        display_before_login: b.display_before_login,
        display_after_login: b.display_after_login,
        sort: b.sort,
      };
      for (const key of ['title', 'content'] as const) {
        const texts = b[key];
        if (texts === undefined) continue;
        const map = byLanguage(texts);
        if (!map) return badRequest(reply, `${key}: unknown language code`);
        change[key] = map;
      }
      const entry = audit.run(actorOf(request), () => {
        const before = announcements.storedOne(site_id, id);
        if (!before) return { result: null, change: null };
        announcements.update(site_id, id, change);
        const after = announcements.storedOne(site_id, id);
        return {
          result: after,
          change: { site_id, action: 'announcement.update', target: String(id), before, after },
        };
      });
      if (!entry) return reply.code(404).send(fail(ApiCode.notFound, `No announcement ${id} on site ${site_id}`));
      readCache.invalidate('content');
      return ok(entry);
    },
  );

  app.get(
    '/operator/sites/:site_id/marquee',
    { schema: schema({ params: Site }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      return ok({ items: announcements.storedMarquee(site_id) });
    },
  );

  app.post(
    '/operator/sites/:site_id/marquee',
    { schema: schema({ params: Site, body: Marquee }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      const rows: Parameters<typeof announcements.replaceMarquee>[1] = [];
      for (const [i, item] of request.body.items.entries()) {
        const title = byLanguage(item.title);
        const content = byLanguage(item.content);
        if (!title || !content) return badRequest(reply, `items[${i}]: unknown language code`);
        rows.push({ title, content, sort: item.sort ?? i + 1, display_before_login: 1, display_after_login: 0 });
      }
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      const ids = audit.run(actorOf(request), () => {
        const before = announcements.storedMarquee(site_id);
        const replaced = announcements.replaceMarquee(site_id, rows);
        return {
          result: replaced,
          change: {
            site_id,
            action: 'marquee.replace',
            target: null,
            before,
            after: announcements.storedMarquee(site_id),
          },
        };
      });
      readCache.invalidate('content');
      return ok({ ids });
    },
  );

  app.get(
    '/operator/sites/:site_id/bulletins',
    { schema: schema({ params: Site }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      return ok(bulletins.stored(site_id));
    },
  );

  app.post(
    '/operator/sites/:site_id/bulletins',
    { schema: schema({ params: Site, body: Bulletins }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      const b = request.body;
      if (b.audience === 'guest' && b.display_location !== undefined)
        return badRequest(reply, "display_location is for audience 'member' only");
      const group: BulletinGroup =
        b.audience === 'guest'
          ? { audience: 'guest' }
          : { audience: 'member', location: b.display_location ?? BULLETIN_LOCATION.normal };
      const texts: BulletinText[] = [];
      for (const [i, item] of b.items.entries()) {
        const title = byLanguage(item.title);
        const content = byLanguage(item.content);
        if (!title || !content) return badRequest(reply, `items[${i}]: unknown language code`);
        texts.push({ ...item, title, content });
      }
      if (!siteExists.get(site_id)) return reply.code(404).send(siteMissing(site_id));
      const target = group.audience === 'guest' ? 'guest' : `member:${group.location}`;
      const ids = audit.run(actorOf(request), () => {
        const before = bulletins.stored(site_id, group);
        const written = bulletins.write(site_id, group, texts, { replace: b.replace, frequency: b.display_frequency });
        return {
          result: written,
          change: written && {
            site_id,
            action: 'bulletins.write',
            target,
            before,
            after: bulletins.stored(site_id, group),
          },
        };
      });
      if (!ids)
        return reply
          .code(404)
          .send(
            fail(
              ApiCode.notFound,
              `A bulletin id is not one of the ${b.audience} bulletins${group.audience === 'member' ? ` at location ${group.location}` : ''} of site ${site_id}`,
            ),
          );
      return ok({ ids });
    },
  );
};
