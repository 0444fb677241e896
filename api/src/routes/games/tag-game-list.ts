// POST /api/v2/get_tag_game_list { site_id, currency, support_device, tag: 'slot', gt_id: 2 }
// -> new style, data.info: [{ tag: 'hot', game_list }, { tag: 'new', game_list }] — the hot and
// new games of the type across its active providers (at most TAG_LIST_LIMIT each).
import type { FastifyPluginAsync } from 'fastify';
import type { TagGameListResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { currency, gtId, siteId, siteNotFound, supportDevice, viewerOf, type GamesRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['site_id', 'support_device'],
  properties: {
    site_id: siteId,
    currency,
    support_device: supportDevice,
    // The spec's calls send tag 'slot' with gt_id 2; gt_id decides the type.
    tag: { type: 'string', minLength: 1, maxLength: 32, default: 'slot' },
    gt_id: { ...gtId, default: 2 },
  },
} as const;

interface Body {
  site_id: string;
  support_device: number;
  gt_id: number;
}

export const tagGameListRoute: FastifyPluginAsync<GamesRouteOptions> = async (app, options) => {
  const { catalogue } = options;
  app.post<{ Body: Body }>('/v2/get_tag_game_list', { schema: { body } }, async (request) => {
    const { site_id, support_device, gt_id } = request.body;
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    const info: TagGameListResponse['info'] = catalogue.tagLists(viewerOf(request, options, support_device), gt_id);
    return ok({ info });
  });
};
