// POST /api/v2/get_tag_game_list { site_id, currency, support_device, tag: 'slot', gt_id: 2 }
// -> new style, data.info: [{ tag: 'hot', game_list }, { tag: 'new', game_list }] — the hot and
// new games of the type across its active providers (at most TAG_LIST_LIMIT each).
import Type from 'typebox';
import type { TagGameListResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { sendGameList } from './cached-list.js';
import { Currency, GtId, siteNotFound, SupportDevice, type GamesRoutePlugin } from './schemas.js';

const Body = Type.Object({
  site_id: SiteId,
  currency: Type.Optional(Currency),
  support_device: SupportDevice,
  // The spec's calls send tag 'slot' with gt_id 2; gt_id decides the type.
  tag: Defaulted(Type.String({ minLength: 1, maxLength: 32 }), 'slot'),
  gt_id: Defaulted(GtId, 2),
});

export const tagGameListRoute: GamesRoutePlugin = async (app, options) => {
  const { catalogue } = options;
  app.post('/v2/get_tag_game_list', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, support_device, gt_id } = request.body;
    return sendGameList(
      request,
      reply,
      options,
      { route: 'tag_game_list', supportDevice: support_device, fields: [site_id, gt_id] },
      (viewer) => {
        if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
        const info: TagGameListResponse['info'] = catalogue.tagLists(viewer, gt_id);
        return ok({ info });
      },
    );
  });
};
