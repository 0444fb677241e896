// POST /api/arks/web/help/detail { site_id, id, language? } -> new style, data: HelpPageDetail.
// An id outside the faq ids, or a page the site has not written: code 404 (HTTP 200).
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LOCALE, isFaqId, LANGUAGES } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { HelpPages } from '../../services/help-pages.js';

const body = {
  type: 'object',
  required: ['site_id', 'id'],
  properties: {
    site_id: { type: 'string', minLength: 1, maxLength: 32 },
    id: { type: 'integer', minimum: 1, maximum: 999 },
    language: { type: 'string', enum: LANGUAGES.map((l) => l.code) },
  },
} as const;

interface Body {
  site_id: string;
  id: number;
  language?: string;
}

export function helpDetailRoute(helpPages: HelpPages): FastifyPluginAsync<RouteOptions> {
  return async (app) => {
    app.post<{ Body: Body }>('/arks/web/help/detail', { schema: { body } }, async (request) => {
      const { site_id, id, language = DEFAULT_LOCALE } = request.body;
      const page = isFaqId(id) ? helpPages.detail(site_id, id, language) : null;
      return page ? ok(page) : fail(ApiCode.notFound, `Help page ${id} not found`);
    });
  };
}
