// POST /api/bonus_setting/check { site_id, member_currency } -> old style, body { is_friend }:
// whether the register form offers a friend-recommend (referral) code for that currency.
import Type from 'typebox';
import type { BonusSettingAnswer } from '@croupier/shared/contracts';
import { oldOk } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { Currency, type RegisterRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId, member_currency: Currency });

export const bonusSettingCheckRoute: RegisterRoutePlugin = async (app, { registerSettings }) => {
  app.post('/bonus_setting/check', { schema: { body: Body } }, async (request) => {
    const answer: BonusSettingAnswer = {
      is_friend: registerSettings.isFriend(request.body.site_id, request.body.member_currency) ? 1 : 0,
    };
    return oldOk(answer);
  });
};
