// POST /api/register/valid_message { site_id, recommend_code | agent_id } -> old style,
// body { is_valid }: whether a link's friend-recommend code or agent id can introduce a member now.
import Type from 'typebox';
import type { ValidMessageAnswer, ValidMessageRequest } from '@croupier/shared/contracts';
import { oldOk } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import type { RegisterRoutePlugin } from './options.js';

const Body = satisfiesWire<ValidMessageRequest>()(
  Type.Object(
    {
      site_id: SiteId,
      recommend_code: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      agent_id: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 32 }), Type.Integer({ minimum: 1 })])),
    },
    // Exactly one of the two.
    { oneOf: [{ required: ['recommend_code'] }, { required: ['agent_id'] }] },
  ),
);

export const validMessageRoute: RegisterRoutePlugin = async (app, { introducers }) => {
  app.post('/register/valid_message', { schema: { body: Body } }, async (request) => {
    const { site_id, recommend_code, agent_id } = request.body;
    const check =
      recommend_code !== undefined
        ? introducers.checkCode(site_id, recommend_code)
        : introducers.checkAgent(site_id, String(agent_id));
    const answer: ValidMessageAnswer = { is_valid: check.ok };
    return oldOk(answer);
  });
};
