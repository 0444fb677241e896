// POST /api/arks/web/agent/agreement { site_id } -> new style AgentAgreement: the agent agreement
// in the `lang` header's language, else English (HTML: the client sanitises it). Public. A site
// without an agreement: 404.
import Type from 'typebox';
import type { AgentAgreement } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { languageOf } from '../member/options.js';
import type { AgentRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId });

export const agreementRoute: AgentRoutePlugin = async (app, { terms }) => {
  app.post('/arks/web/agent/agreement', { schema: { body: Body } }, async (request) => {
    const { site_id } = request.body;
    const agreement = terms.agreement(site_id, languageOf(request));
    return agreement ? ok<AgentAgreement>(agreement) : fail(ApiCode.notFound, `No agent agreement on site ${site_id}`);
  });
};
