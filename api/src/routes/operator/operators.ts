// The operators of the brands (owner only; docs/operators.md "Operators"):
//   GET  /api/operator/roles                 -> { roles: [{ role, permissions }] }
//   GET  /api/operator/operators             -> { items: Operator[] } (those sharing a site with the reader)
//   POST /api/operator/operators { account, display_name, password, roles, all_sites, site_ids } -> Operator
//   POST /api/operator/operators/:id/access { action: 'disable' | 'enable' | 'reset_second_factor', reason }
//     -> Operator: a disabled operator signs in no more and its sessions end at once; a reset second
//        factor (a lost phone) is enrolled again at the next sign-in, and the sessions end too.
// A new operator enrols its second factor at its first sign-in. An owner gives only sites it sees
// itself, and every-site scope only when it has it. 409 when the account is taken.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { OPERATOR_ROLES, roleCatalogue } from '../../services/operators/index.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, operatorOf } from './guard.js';

const Body = Type.Object({
  account: Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
  display_name: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 12, maxLength: 200 }),
  roles: Type.Array(StringIn(OPERATOR_ROLES), { minItems: 1, maxItems: OPERATOR_ROLES.length, uniqueItems: true }),
  all_sites: Type.Boolean(),
  site_ids: Type.Array(SiteId, { maxItems: 200, uniqueItems: true }),
});

const AccessParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const AccessBody = Type.Object({
  action: StringIn(['disable', 'enable', 'reset_second_factor'] as const),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

export const operatorAccountsRoutes: RoutePlugin = async (app, { services }) => {
  const { operators, audit } = services;
  const siteExists = services.db.prepare('SELECT 1 FROM sites WHERE site_id = ?');

  app.get(
    '/operator/roles',
    { schema: { tags: ['operator'], security: OPERATOR_SECURITY }, ...operatorGuard(services, null) },
    async () => ok({ roles: roleCatalogue() }),
  );

  app.get(
    '/operator/operators',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY },
      ...operatorGuard(services, 'operators.manage'),
    },
    async (request) => {
      const reader = operatorOf(request);
      const items = operators
        .list()
        .filter((o) => reader.all_sites || o.site_ids.some((s) => reader.site_ids.includes(s)) || o.id === reader.id)
        .map(({ permissions: _p, ...o }) => o);
      return ok({ items });
    },
  );

  app.post(
    '/operator/operators',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, body: Body },
      ...operatorGuard(services, 'operators.manage'),
    },
    async (request, reply) => {
      const owner = operatorOf(request);
      const body = request.body;
      if (body.all_sites && !owner.all_sites)
        return reply.code(403).send(fail(ApiCode.forbidden, 'only an operator of every site may give every site'));
      if (!body.all_sites && body.site_ids.length === 0)
        return reply.code(400).send(fail(ApiCode.invalidRequest, 'give every site or at least one site'));
      const unknown = body.site_ids.filter((s) => !siteExists.get(s));
      if (unknown.length > 0)
        return reply.code(400).send(fail(ApiCode.invalidRequest, `no such site: ${unknown.join(', ')}`));
      const foreign = body.site_ids.filter((s) => !operators.seesSite(owner, s));
      if (foreign.length > 0)
        return reply.code(403).send(fail(ApiCode.forbidden, `not your sites: ${foreign.join(', ')}`));
      if (operators.accountTaken(body.account))
        return reply.code(409).send(fail(ApiCode.conflict, `account '${body.account}' is taken`));
      const password_hash = await hashPassword(body.password);
      const created = audit.run(actorOf(request), () => {
        const operator = operators.create({
          account: body.account,
          display_name: body.display_name,
          password_hash,
          roles: body.roles,
          all_sites: body.all_sites,
          site_ids: body.all_sites ? [] : body.site_ids,
          created_by: owner.id,
        });
        const { permissions: _p, ...view } = operator;
        return {
          result: view,
          change: {
            site_id: null,
            action: 'operator.create',
            target: operator.account,
            before: null,
            after: {
              account: view.account,
              display_name: view.display_name,
              roles: view.roles,
              all_sites: view.all_sites,
              site_ids: view.site_ids,
            },
          },
        };
      });
      return ok(created);
    },
  );

  app.post(
    '/operator/operators/:id/access',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: AccessParams, body: AccessBody },
      ...operatorGuard(services, 'operators.manage'),
    },
    async (request, reply) => {
      const owner = operatorOf(request);
      const target = operators.byId(request.params.id);
      // An owner acts on the operators it may see: every site's only with every site, others within its sites.
      const visible =
        target && (owner.all_sites || (!target.all_sites && target.site_ids.every((s) => owner.site_ids.includes(s))));
      if (!target || !visible) return reply.code(404).send(fail(ApiCode.notFound, 'no such operator'));
      if (target.id === owner.id)
        return reply.code(409).send(fail(ApiCode.conflict, 'an owner does not lock itself out; ask another owner'));
      const { action, reason } = request.body;
      const changed = audit.run(actorOf(request), () => {
        const done =
          action === 'reset_second_factor'
            ? operators.resetSecondFactor(target.id)
            : operators.setDisabled(target.id, action === 'disable');
        if (done && action !== 'enable') services.operatorSessions.endAllOf(target.id);
        const state = (o: typeof target) => ({ disabled: o.disabled, totp_enrolled: o.totp_enrolled });
        return {
          result: done,
          change: done
            ? {
                site_id: null,
                action: `operator.${action}`,
                target: target.account,
                before: state(target),
                after: { ...state(operators.byId(target.id)!), reason },
              }
            : null,
        };
      });
      if (!changed) return reply.code(409).send(fail(ApiCode.conflict, `nothing to ${action.replace(/_/g, ' ')}`));
      const { permissions: _p, ...view } = operators.byId(target.id)!;
      return ok(view);
    },
  );
};
