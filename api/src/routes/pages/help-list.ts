// POST /api/arks/web/help/list { site_id, language? } -> new style, data: HelpPageSummary[]
// (the help index at /faq), in the site's order; empty for a site without help pages.
import Type from 'typebox';
import { DEFAULT_LOCALE } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { Language, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import type { HelpPages } from '../../services/promotions/index.js';

const Body = Type.Object({ site_id: SiteId, language: Type.Optional(Language) });

export function helpListRoute(helpPages: HelpPages): RoutePlugin {
  return async (app) => {
    app.post('/arks/web/help/list', { schema: { body: Body } }, async (request) =>
      ok(helpPages.list(request.body.site_id, request.body.language ?? DEFAULT_LOCALE)),
    );
  };
}
