// POST /api/arks/web/agent-level-rename { site_id } -> new style AgentLevelRename: the brand's
// name for each agent level, in the `lang` header's language (else English), levels ascending.
// Public: the names are the brand's wording, shown to members and guests alike. Unknown site: 404.
import Type from 'typebox';
import type { AgentLevelRename } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { languageOf } from '../member/options.js';
import type { AgentRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId });

export const levelRenameRoute: AgentRoutePlugin = async (app, { services, terms }) => {
  app.post('/arks/web/agent-level-rename', { schema: { body: Body } }, async (request) => {
    const { site_id } = request.body;
    if (!services.sites.detail(site_id)) return fail(ApiCode.notFound, `Site ${site_id} not found`);
    return ok<AgentLevelRename>({ detail: terms.levelNames(site_id, languageOf(request)) });
  });
};
