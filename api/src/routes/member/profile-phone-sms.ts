// POST /api/member/profile/phone/sms { member_phone } -> new style, data { retry_after_s }. The
// code that fills the profile's phone, through the outbox like registration's, with its answers
// (SmsCode): 201 blank, 099 breaks the currency's rule, 104 refused (blacklisted), 102 within
// SMS_COUNTDOWN_S of the last code to the phone (data says how long), 103 no SMS credit left.
// 120 when the member may not fill a phone (not is_member_center, or one is set).
import Type from 'typebox';
import * as v from 'valibot';
import {
  MemberCode,
  phoneSchema,
  SMS_COUNTDOWN_S,
  SmsCode,
  VERIFICATION_CODE_LENGTH,
  type ProfilePhoneSmsPayload,
  type RegisterSmsAnswer,
} from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { randomDigits } from '../../lib/random-digits.js';
import { SMS_MESSAGES } from '../register/messages.js';
import { REGISTER_SMS_TTL_MS } from '../register/sms.js';
import { notFillable, PROFILE_PHONE_PURPOSE } from './fillable.js';
import type { MemberRoutePlugin } from './options.js';

const Body = satisfiesWire<ProfilePhoneSmsPayload>()(Type.Object({ member_phone: Type.String({ maxLength: 32 }) }));

export const profilePhoneSmsRoute: MemberRoutePlugin = async (
  app,
  { config, services, profile, registerSettings, registerGuard },
) => {
  const answer = (code: number, data: RegisterSmsAnswer | null = null) => ({
    code,
    message: SMS_MESSAGES[code] ?? 'error',
    data,
  });

  app.post(
    '/member/profile/phone/sms',
    { schema: { body: Body }, preHandler: requireMember(services.sessions), config: rateLimited(config) },
    async (request) => {
      const member = memberOf(request);
      const phone = request.body.member_phone.trim();
      const current = profile.read(member.id);
      const settings = registerSettings.of(member.site_id, member.member_currency);
      if (!current || notFillable(['member_phone'], settings, current)) {
        return { code: MemberCode.fieldNotFillable, message: 'member_phone cannot be filled in', data: null };
      }
      if (phone === '') return answer(SmsCode.phoneBlank);
      if (!v.is(phoneSchema(registerSettings.rules(member.site_id, member.member_currency)), phone))
        return answer(SmsCode.phoneVerifyError);
      if (registerGuard.isBlacklisted(member.site_id, 'phone', phone)) return answer(SmsCode.contactService);

      const last = services.outbox.latest(phone, PROFILE_PHONE_PURPOSE);
      const waitMs = last ? last.created_at + SMS_COUNTDOWN_S * 1000 - Date.now() : 0;
      if (waitMs > 0) return answer(SmsCode.rateLimited, { retry_after_s: Math.ceil(waitMs / 1000) });
      if (!registerGuard.takeSmsCredit(member.site_id)) return answer(SmsCode.noBalance);

      services.outbox.send({
        channel: 'sms',
        to: phone,
        purpose: PROFILE_PHONE_PURPOSE,
        code: randomDigits(VERIFICATION_CODE_LENGTH),
        ttlMs: REGISTER_SMS_TTL_MS,
      });
      return ok<RegisterSmsAnswer>({ retry_after_s: SMS_COUNTDOWN_S });
    },
  );
};
