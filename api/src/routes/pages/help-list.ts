// POST /api/arks/web/help/list { site_id, language? } -> new style, data: HelpPageSummary[]
// (the help index at /faq), in the site's order; empty for a site without help pages.
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LOCALE, LANGUAGES } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { HelpPages } from '../../services/help-pages.js';

const body = {
  type: 'object',
  required: ['site_id'],
  properties: {
    site_id: { type: 'string', minLength: 1, maxLength: 32 },
    language: { type: 'string', enum: LANGUAGES.map((l) => l.code) },
  },
} as const;

export function helpListRoute(helpPages: HelpPages): FastifyPluginAsync<RouteOptions> {
  return async (app) => {
    app.post<{ Body: { site_id: string; language?: string } }>('/arks/web/help/list', { schema: { body } }, async (request) =>
      ok(helpPages.list(request.body.site_id, request.body.language ?? DEFAULT_LOCALE)),
    );
  };
}
