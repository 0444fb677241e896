// POST /api/dev/demo-mode { is_demo, site_id? } — development only (CROUPIER_DEV_ROUTES=1):
// switches the brand's IS_DEMO site setting, so demo mode can be tried without editing the
// database. The shell reads it at its next page load. -> data { site_id, IS_DEMO }.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';

const Body = Type.Object({ is_demo: Type.Boolean(), site_id: Defaulted(SiteId, '1') });

export const devDemoModeRoute: RoutePlugin = async (app, { services }) => {
  const update = services.db.prepare(
    "UPDATE sites SET settings = json_set(settings, '$.IS_DEMO', json(?)) WHERE site_id = ?",
  );
  app.post('/dev/demo-mode', { schema: { body: Body } }, async (request, reply) => {
    const { is_demo, site_id } = request.body;
    if (update.run(is_demo ? 'true' : 'false', site_id).changes === 0) {
      return reply.code(404).send(fail(ApiCode.notFound, `Site ${site_id} not found`));
    }
    services.readCache.invalidate('site');
    return ok({ site_id, IS_DEMO: is_demo });
  });
};
