// POST /api/member_info { id, site_id? } -> old style, body { currency }: the currency of the
// agent whose link (?id=) brought the visitor. Only active agents are told about: anyone else
// answers 106 (no such agent), so the call cannot be used to look members up.
import type { FastifyPluginAsync } from 'fastify';
import { RegisterCode, type MemberInfoAnswer } from '@croupier/shared/contracts';
import { oldOk, oldStyle } from '../../http/respond.js';
import { registerMessage } from './messages.js';
import { siteIdSchema, type RegisterRouteOptions } from './options.js';

const body = {
  type: 'object',
  required: ['id'],
  properties: {
    // The link's id arrives as text or as a number.
    id: { anyOf: [{ type: 'string', pattern: '^\\d{1,12}$' }, { type: 'integer', minimum: 1 }] },
    site_id: siteIdSchema,
  },
} as const;

const DEFAULT_SITE_ID = '1';

export const memberInfoRoute: FastifyPluginAsync<RegisterRouteOptions> = async (app, { introducers }) => {
  app.post<{ Body: { id: string | number; site_id?: string } }>('/member_info', { schema: { body } }, async (request) => {
    const currency = introducers.agentCurrency(request.body.site_id ?? DEFAULT_SITE_ID, Number(request.body.id));
    if (currency === null) return oldStyle(RegisterCode.agentNotFound, registerMessage(RegisterCode.agentNotFound), null);
    const answer: MemberInfoAnswer = { currency };
    return oldOk(answer);
  });
};
