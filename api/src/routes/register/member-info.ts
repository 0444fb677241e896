// POST /api/member_info { id, site_id? } -> old style, body { currency }: the currency of the
// agent whose link (?id=) brought the visitor. Only active agents are told about: anyone else
// answers 106 (no such agent), so the call cannot be used to look members up.
import Type from 'typebox';
import { RegisterCode, type MemberInfoAnswer } from '@croupier/shared/contracts';
import { oldOk, oldStyle } from '../../http/respond.js';
import { registerMessage } from './messages.js';
import { SiteId } from '../../http/route-schema.js';
import type { RegisterRoutePlugin } from './options.js';

const Body = Type.Object({
  // The link's id arrives as text or as a number.
  id: Type.Union([Type.String({ pattern: '^\\d{1,12}$' }), Type.Integer({ minimum: 1 })]),
  site_id: Type.Optional(SiteId),
});

const DEFAULT_SITE_ID = '1';

export const memberInfoRoute: RegisterRoutePlugin = async (app, { introducers }) => {
  app.post('/member_info', { schema: { body: Body } }, async (request) => {
    const currency = introducers.agentCurrency(request.body.site_id ?? DEFAULT_SITE_ID, Number(request.body.id));
    if (currency === null)
      return oldStyle(RegisterCode.agentNotFound, registerMessage(RegisterCode.agentNotFound), null);
    const answer: MemberInfoAnswer = { currency };
    return oldOk(answer);
  });
};
