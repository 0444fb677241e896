// The development payment page (CROUPIER_DEV_ROUTES=1 only) at a deposit's payment_url,
// /api/dev/payment/<order_number>: where a real operator's PSP page would be. GET shows the order
// (amount, method) with Pay and Decline; POST (form: decision=pay|decline) approves or rejects it
// as the provider's confirmation would, and says so, with "Close this window". The order number (random)
// is the only key: this page exists in development only. Plain HTML and inline CSS, no script.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { escapeHtml, type OrderStatus } from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { formatCents } from '../../lib/money.js';
import type { OrderRow } from '../../services/cashier/index.js';
import { OrderNumber, type CashierRoutePlugin } from './schemas.js';

const Params = Type.Object({ order_number: OrderNumber });
const Form = Type.Object({ decision: Type.Optional(Type.String({ maxLength: 16 })) });

const STYLE = `
body{margin:0;padding:0 .75rem;font:16px/1.5 system-ui,sans-serif;background:#f2f4f7;color:#101828}
main{box-sizing:border-box;max-width:28rem;margin:1rem auto;padding:1.25rem;background:#fff;border-radius:12px;box-shadow:0 4px 12px rgba(16,24,40,.12)}
@media (min-width:480px){main{margin-top:2rem;padding:1.5rem}}
h1{font-size:1.375rem;margin:0 0 .25rem}p{margin:.5rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}dt{color:#475467}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.25rem}
button{min-height:48px;padding:10px 16px;border:1px solid #d0d5dd;border-radius:8px;background:#fff;color:#101828;font:inherit;font-size:1.125rem;font-weight:600;cursor:pointer}
button[value=pay]{background:#175cd3;border-color:#175cd3;color:#fff}
button:focus-visible{outline:3px solid #84adff;outline-offset:2px}
.note{color:#475467;font-size:.875rem}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
    )
    .send(html);
}

const STATUS_TEXT: Record<OrderStatus, string> = {
  pending: 'Waiting for payment',
  approved: 'Paid',
  rejected: 'Declined',
};

function details(order: OrderRow, currency: string): string {
  return `<p class="amount">${escapeHtml(formatCents(order.amount_cents))} ${escapeHtml(currency)}</p>
<dl><dt>Method</dt><dd>${escapeHtml(order.method_name)}</dd>
<dt>Order</dt><dd>${escapeHtml(order.order_number)}</dd>
<dt>Status</dt><dd>${STATUS_TEXT[order.status]}</dd></dl>`;
}

const CLOSE = '<p><strong>Close this window</strong> to return to the site.</p>';
const notFound = (reply: FastifyReply) =>
  sendPage(reply, 404, page('Order not found', '<h1>Order not found</h1><p>There is no deposit with this number.</p>'));

export const devPaymentPageRoute: CashierRoutePlugin = async (app, { services }) => {
  const currencyOf = services.db.prepare('SELECT member_currency FROM members WHERE id = ?').pluck();
  const depositOf = (orderNumber: string) => {
    const order = services.cashier.byNumber(orderNumber);
    return order?.type === 'deposit' ? { order, currency: currencyOf.get(order.member_id) as string } : undefined;
  };

  app.get('/dev/payment/:order_number', { schema: { params: Params } }, async (request, reply) => {
    const found = depositOf(request.params.order_number);
    if (!found) return notFound(reply);
    const { order, currency } = found;
    const body =
      order.status === 'pending'
        ? `<form method="post"><div class="actions">
<button type="submit" name="decision" value="pay">Pay ${escapeHtml(formatCents(order.amount_cents))} ${escapeHtml(currency)}</button>
<button type="submit" name="decision" value="decline">Decline</button></div></form>`
        : `<p role="status">This deposit is already ${order.status === 'approved' ? 'paid' : 'declined'}.</p>${CLOSE}`;
    return sendPage(
      reply,
      200,
      page(
        'Croupier Dev Payment',
        `<h1>Croupier Dev Payment</h1>
<p class="note">Development only: a real operator's payment provider takes the payment here.</p>
${details(order, currency)}${body}`,
      ),
    );
  });

  app.post(
    '/dev/payment/:order_number',
    { schema: { params: Params, body: Form }, validatorCompiler: exactValidator },
    async (request, reply) => {
      const found = depositOf(request.params.order_number);
      if (!found) return notFound(reply);
      const decision = request.body.decision;
      if (decision !== 'pay' && decision !== 'decline') {
        return sendPage(
          reply,
          400,
          page('Choose Pay or Decline', '<h1>Choose Pay or Decline</h1><p>Go back and press one of the buttons.</p>'),
        );
      }
      const result = await services.cashier.decide(found.order.order_number, decision === 'pay');
      const order = services.cashier.byNumber(found.order.order_number)!;
      const heading =
        'refused' in result
          ? `This deposit is already ${order.status === 'approved' ? 'paid' : 'declined'}`
          : order.status === 'approved'
            ? 'Payment complete'
            : 'Payment declined';
      return sendPage(
        reply,
        200,
        page(heading, `<h1 role="status">${escapeHtml(heading)}</h1>${details(order, found.currency)}${CLOSE}`),
      );
    },
  );
};
