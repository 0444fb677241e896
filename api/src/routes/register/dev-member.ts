// GET /api/dev/register/member?member_account=&site_id= — development only (CROUPIER_DEV_ROUTES=1):
// where a member was placed, so a developer or the e2e suite can see a registration through an
// agent link land under that agent.
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';

const querystring = {
  type: 'object',
  required: ['member_account'],
  properties: {
    member_account: { type: 'string', minLength: 1, maxLength: 64 },
    site_id: { type: 'string', minLength: 1, maxLength: 32, default: '1' },
  },
} as const;

interface Placement {
  id: number;
  member_account: string;
  member_currency: string;
  parent_agent_id: number | null;
  parent_agent_account: string | null;
  recommended_by: number | null;
}

export const devMemberRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  const find = services.db.prepare(
    `SELECT m.id, m.member_account, m.member_currency, m.parent_agent_id, a.member_account AS parent_agent_account,
            m.recommended_by
       FROM members m LEFT JOIN members a ON a.id = m.parent_agent_id
      WHERE m.site_id = ? AND m.member_account = ?`,
  );
  app.get<{ Querystring: { member_account: string; site_id: string } }>(
    '/dev/register/member',
    { schema: { querystring } },
    async (request) => {
      const row = find.get(request.query.site_id, request.query.member_account) as Placement | undefined;
      return row ? ok(row) : fail(ApiCode.notFound, `Member ${request.query.member_account} not found`);
    },
  );
};
