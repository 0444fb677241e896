// POST /api/arks/web/member/responsible_gaming/limit { kind, period, amount } (RgLimitPayload;
// amount null removes the limit) -> new style, the new ResponsibleGamingState. A first or lower
// limit holds at once; a raise or removal waits RG_RAISE_DELAY_MS. 422 + {field, key} for an
// amount the shared schema refuses; 400 for a malformed body. Publishes { reason: 'settings' }.
import Type from 'typebox';
import { rgLimitSchema, type RgLimitPayload } from '@croupier/shared/contracts';
import { memberOf, readToken, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { ok } from '../../http/respond.js';
import { shapeOf, type RoutePlugin } from '../../http/route-schema.js';
import { parseAmountToCents } from '../../lib/money.js';
import { invalidField } from '../member/options.js';
import { publishSettings, readBody } from './answers.js';

const Body = shapeOf<typeof rgLimitSchema, RgLimitPayload>()(
  Type.Object({ kind: Type.String(), period: Type.String(), amount: Type.Union([Type.String(), Type.Null()]) }),
);

export const rgLimitRoute: RoutePlugin = async (app, { services }) => {
  app.post(
    '/arks/web/member/responsible_gaming/limit',
    { schema: { body: Body }, validatorCompiler: exactValidator, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const body = readBody(rgLimitSchema, request.body, reply);
      if (!body.ok) return body.answer;
      const { kind, period, amount } = body.value;
      const cents = amount === null ? null : parseAmountToCents(amount);
      // The shared rule passed, so this is a positive amount; never read a failed parse as a removal.
      if (amount !== null && (cents === null || cents <= 0))
        return invalidField({ field: 'amount', key: 'rg.err_amount_format' });
      if (services.responsibleGaming.setLimit(member.id, `${kind}_${period}`, cents))
        publishSettings(services.publisher, request.log, member.id);
      return ok(services.responsibleGaming.state(member, readToken(request) ?? ''));
    },
  );
};
