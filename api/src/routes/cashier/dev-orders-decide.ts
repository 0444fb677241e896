// POST /api/dev/orders/decide { order_id, approve } — development only (CROUPIER_DEV_ROUTES=1):
// approves or rejects a pending deposit or withdrawal, as an operator's back office would.
// `order_id` is the order_number. -> CashierOrder. CashierCode.orderNotFound;
// CashierCode.orderAlreadyDecided with data = the order as it stands (its status).
import Type from 'typebox';
import { CashierCode, type CashierOrder, type NewStyleResponse } from '@croupier/shared/contracts';
import { fail, ok } from '../../http/respond.js';
import { toCashierOrder } from '../../services/cashier/index.js';
import type { CashierRoutePlugin } from './schemas.js';

export const OrderNumber = Type.String({ minLength: 1, maxLength: 40 });
const Body = Type.Object({ order_id: OrderNumber, approve: Type.Boolean() });

export const devOrdersDecideRoute: CashierRoutePlugin = async (app, { services }) => {
  app.post('/dev/orders/decide', { schema: { body: Body } }, async (request) => {
    const result = await services.cashier.decide(request.body.order_id, request.body.approve);
    if (!('refused' in result)) return ok<CashierOrder>(toCashierOrder(result.order));
    const order = services.cashier.byNumber(request.body.order_id);
    if (result.refused === CashierCode.orderAlreadyDecided && order) {
      return {
        code: result.refused,
        message: result.message,
        data: toCashierOrder(order),
      } satisfies NewStyleResponse<CashierOrder>;
    }
    return fail(result.refused, result.message);
  });
};
