// POST /api/dev/bulletins { site_id?, audience: 'guest'|'member', display_location?: 2|3 (members,
// default 2), display_frequency?: 0|1, replace?: boolean, items: [{ id?, display_device?, title,
// content, sort?, active? }] } — development only (CROUPIER_DEV_ROUTES=1; in production the
// operator's back office). An item with id updates that bulletin of the group (updated_at now: it
// pops up again for whoever closed or hid it), one without inserts; replace withdraws (active 0)
// the group's other bulletins (they stay in the history); display_frequency sets the group's.
// { ids }. 400: a location for guests, an unknown language; 404: unknown site, an id not of the group.
import Type from 'typebox';
import { BULLETIN_LOCATION } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, IntegerIn, SiteId, StringIn } from '../../http/route-schema.js';
import type { BulletinGroup, BulletinText } from '../../services/promotions/index.js';
import { badRequest } from '../auth/check-body.js';
import { byLanguage, Texts } from './dev-texts.js';
import { Location, siteNotFound, type PromotionsContentRoutePlugin } from './options.js';

const Body = Type.Object({
  site_id: Defaulted(SiteId, '1'),
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
      sort: Defaulted(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }), 0),
      active: Defaulted(IntegerIn([0, 1]), 1),
    }),
    { maxItems: 20 },
  ),
});

export const devBulletinsRoute: PromotionsContentRoutePlugin = async (app, { services, bulletins }) => {
  app.post('/dev/bulletins', { schema: { body: Body } }, async (request, reply) => {
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
    if (!services.sites.detail(b.site_id)) return fail(ApiCode.notFound, siteNotFound(b.site_id));
    const ids = bulletins.write(b.site_id, group, texts, { replace: b.replace, frequency: b.display_frequency });
    if (!ids)
      return fail(
        ApiCode.notFound,
        `A bulletin id is not one of the ${b.audience} bulletins${group.audience === 'member' ? ` at location ${group.location}` : ''} of site ${b.site_id}`,
      );
    return ok({ ids });
  });
};
