// POST /api/bonus_setting/check { site_id, member_currency } -> old style, body { is_friend }:
// whether the register form offers a friend-recommend (referral) code for that currency.
import type { FastifyPluginAsync } from 'fastify';
import type { BonusSettingAnswer } from '@croupier/shared/contracts';
import { oldOk } from '../../http/respond.js';
import { currencySchema, siteIdSchema, type RegisterRouteOptions } from './options.js';

const body = {
  type: 'object',
  required: ['site_id', 'member_currency'],
  properties: { site_id: siteIdSchema, member_currency: currencySchema },
} as const;

export const bonusSettingCheckRoute: FastifyPluginAsync<RegisterRouteOptions> = async (app, { registerSettings }) => {
  app.post<{ Body: { site_id: string; member_currency: string } }>(
    '/bonus_setting/check',
    { schema: { body } },
    async (request) => {
      const answer: BonusSettingAnswer = {
        is_friend: registerSettings.isFriend(request.body.site_id, request.body.member_currency),
      };
      return oldOk(answer);
    },
  );
};
