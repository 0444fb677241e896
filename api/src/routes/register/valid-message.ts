// POST /api/register/valid_message { site_id, recommend_code | agent_id } -> old style,
// body { is_valid }: whether a link's friend-recommend code or agent id can introduce a member now.
import type { FastifyPluginAsync } from 'fastify';
import type { ValidMessageAnswer } from '@croupier/shared/contracts';
import { oldOk } from '../../http/respond.js';
import { siteIdSchema, type RegisterRouteOptions } from './options.js';

const body = {
  type: 'object',
  required: ['site_id'],
  properties: {
    site_id: siteIdSchema,
    recommend_code: { type: 'string', minLength: 1, maxLength: 32 },
    agent_id: { anyOf: [{ type: 'string', minLength: 1, maxLength: 32 }, { type: 'integer', minimum: 1 }] },
  },
  // Exactly one of the two.
  oneOf: [{ required: ['recommend_code'] }, { required: ['agent_id'] }],
} as const;

interface Body {
  site_id: string;
  recommend_code?: string;
  agent_id?: string | number;
}

export const validMessageRoute: FastifyPluginAsync<RegisterRouteOptions> = async (app, { introducers }) => {
  app.post<{ Body: Body }>('/register/valid_message', { schema: { body } }, async (request) => {
    const { site_id, recommend_code, agent_id } = request.body;
    const check =
      recommend_code !== undefined
        ? introducers.checkCode(site_id, recommend_code)
        : introducers.checkAgent(site_id, String(agent_id));
    const answer: ValidMessageAnswer = { is_valid: check.ok };
    return oldOk(answer);
  });
};
