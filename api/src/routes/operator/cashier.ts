// The cashier's queue and decisions (docs/operators.md "Cashier"):
//   GET  /api/operator/sites/:site_id/orders?status&kind&member_account&from&to&before_id&after_id&limit
//        -> { items: SiteOrder[], next_before_id, next_after_id }
//   POST /api/operator/sites/:site_id/orders/:order_number/decide { approve, reason } -> SiteOrder
// Pending orders come oldest first (the queue; page on with after_id), the others newest first
// (before_id). A decision is the cashier service's: only a pending order changes, so of two clicks
// at once one decides and the other answers 409 with the order as it stands; the money moves and
// the audit entry is written in one transaction, and the member hears member.cash after it.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import type { Decided, SiteOrder } from '../../services/cashier/index.js';
import { OrderNumber } from '../cashier/schemas.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, siteParam } from './guard.js';

/** An operator's reason for a change: 1-500 characters, not only spaces. */
export const Reason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });

const QueueParams = Type.Object({ site_id: SiteId });
const Cursor = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const QueueQuery = Type.Object({
  // 'declined' is the console's word for the stored 'rejected'.
  status: Defaulted(StringIn(['pending', 'approved', 'rejected', 'declined', 'all'] as const), 'pending'),
  kind: Type.Optional(StringIn(['deposit', 'withdrawal', 'all'] as const)),
  member_account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  before_id: Type.Optional(Cursor),
  after_id: Type.Optional(Cursor),
  limit: Defaulted(Type.Integer({ minimum: 1, maximum: 200 }), 50),
});
const DecideParams = Type.Object({ site_id: SiteId, order_number: OrderNumber });
const DecideBody = Type.Object({ approve: Type.Boolean(), reason: Reason });

type Outcome =
  | { kind: 'missing' }
  | { kind: 'decided'; order: SiteOrder; decided: Decided }
  | { kind: 'refused'; order: SiteOrder; message: string };

export const operatorCashierRoutes: RoutePlugin = async (app, { services }) => {
  const { audit, cashier, cashierRecords: records } = services;

  app.get(
    '/operator/sites/:site_id/orders',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: QueueParams, querystring: QueueQuery },
      ...operatorGuard(services, 'cashier.read', { site: siteParam }),
    },
    async (request) => {
      const { status, kind, before_id, after_id, ...rest } = request.query;
      const oldestFirst = status === 'pending';
      const page = records.siteOrders({
        ...rest,
        site_id: request.params.site_id,
        status: status === 'declined' ? 'rejected' : status,
        type: kind ?? 'all',
        oldest_first: oldestFirst,
        ...(oldestFirst ? { after_id } : { before_id }),
      });
      return ok({
        items: page.items,
        next_before_id: oldestFirst ? null : page.next_cursor,
        next_after_id: oldestFirst ? page.next_cursor : null,
      });
    },
  );

  app.post(
    '/operator/sites/:site_id/orders/:order_number/decide',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: DecideParams, body: DecideBody },
      ...operatorGuard(services, 'cashier.decide', { site: siteParam }),
    },
    async (request, reply) => {
      const { site_id, order_number } = request.params;
      const { approve, reason } = request.body;
      const outcome = audit.run<Outcome>(actorOf(request), () => {
        const before = records.siteOrder(site_id, order_number);
        if (!before) return { result: { kind: 'missing' }, change: null };
        const decided = cashier.decideWithin(order_number, approve);
        if ('refused' in decided)
          return { result: { kind: 'refused', order: before, message: decided.message }, change: null };
        const after = records.siteOrder(site_id, order_number)!;
        return {
          result: { kind: 'decided', order: after, decided },
          change: {
            site_id,
            action: approve ? 'order.approve' : 'order.decline',
            target: order_number,
            before: { status: before.status, type: before.type, amount: before.amount, member: before.member_account },
            after: { status: after.status, amount: after.amount, reason },
          },
        };
      });
      if (outcome.kind === 'missing')
        return reply.code(404).send(fail(ApiCode.notFound, `site '${site_id}' has no order ${order_number}`));
      if (outcome.kind === 'refused')
        return reply.code(409).send({ code: ApiCode.conflict, message: outcome.message, data: outcome.order });
      await cashier.announceDecision(outcome.decided);
      return ok(outcome.order);
    },
  );
};
