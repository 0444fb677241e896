// GET /api/dev/register/member?member_account=&site_id= — development only (CROUPIER_DEV_ROUTES=1):
// where a member was placed, so a developer or the e2e suite can see a registration through an
// agent link land under that agent.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';

const Query = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  site_id: Defaulted(SiteId, '1'),
});

interface Placement {
  id: number;
  member_account: string;
  member_currency: string;
  parent_agent_id: number | null;
  parent_agent_account: string | null;
  recommended_by: number | null;
}

export const devMemberRoute: RoutePlugin = async (app, { services }) => {
  const find = services.db.prepare(
    `SELECT m.id, m.member_account, m.member_currency, m.parent_agent_id, a.member_account AS parent_agent_account,
            m.recommended_by
       FROM members m LEFT JOIN members a ON a.id = m.parent_agent_id
      WHERE m.site_id = ? AND m.member_account = ?`,
  );
  app.get('/dev/register/member', { schema: { querystring: Query } }, async (request) => {
    const row = find.get(request.query.site_id, request.query.member_account) as Placement | undefined;
    return row ? ok(row) : fail(ApiCode.notFound, `Member ${request.query.member_account} not found`);
  });
};
