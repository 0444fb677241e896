// POST /api/register/sms { member_phone, currency, type: 'register_member', site_id } -> old
// style, body { retry_after_s }. Sends a 6-digit code to the outbox (no SMS gateway here).
// Codes (spec 01 §8): 201 phone blank, 099 phone not valid for the currency, 104 phone refused
// (blacklisted: contact customer service), 102 one SMS per SMS_COUNTDOWN_S (body says how long
// to wait), 103 the site's SMS balance is spent.
import { randomInt } from 'node:crypto';
import Type from 'typebox';
import * as v from 'valibot';
import {
  phoneSchema,
  SMS_COUNTDOWN_S,
  SMS_TYPE_REGISTER,
  SmsCode,
  VERIFICATION_CODE_LENGTH,
  type RegisterSmsAnswer,
  type RegisterSmsRequest,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { oldOk, oldStyle } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { satisfiesWire, SiteId, StringIn } from '../../http/route-schema.js';
import { SMS_MESSAGES } from './messages.js';
import { Currency, type RegisterRoutePlugin } from './options.js';

/** How long a registration code stays valid (longer than the resend block, so it survives the wait). */
export const REGISTER_SMS_TTL_MS = 10 * 60_000;

// The phone's rule is the currency's (phoneSchema, checked below): a broken one answers 099.
const Body = satisfiesWire<RegisterSmsRequest>()(
  Type.Object({
    member_phone: Type.String({ maxLength: 32 }),
    currency: Currency,
    type: StringIn([SMS_TYPE_REGISTER]),
    site_id: SiteId,
  }),
);

const newCode = () => String(randomInt(10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

export const smsRoute: RegisterRoutePlugin = async (app, options) => {
  const { config, services, registerSettings, registerGuard } = options;
  const answer = (code: number, body: RegisterSmsAnswer | null = null) =>
    oldStyle(code, SMS_MESSAGES[code] ?? 'error', body);

  app.post('/register/sms', { schema: { body: Body }, config: rateLimited(config) }, async (request, reply) => {
    const { currency, site_id } = request.body;
    const phone = request.body.member_phone.trim();
    if (!registerSettings.siteCurrencies(site_id)?.includes(currency)) {
      return reply.code(400).send(oldStyle(ApiCode.invalidRequest, 'Unknown site or currency', null));
    }
    if (phone === '') return answer(SmsCode.phoneBlank);
    if (!v.is(phoneSchema(registerSettings.rules(site_id, currency)), phone)) return answer(SmsCode.phoneVerifyError);
    if (registerGuard.isBlacklisted(site_id, 'phone', phone)) return answer(SmsCode.contactService);

    const last = services.outbox.latest(phone, SMS_TYPE_REGISTER);
    const waitMs = last ? last.created_at + SMS_COUNTDOWN_S * 1000 - Date.now() : 0;
    if (waitMs > 0) return answer(SmsCode.rateLimited, { retry_after_s: Math.ceil(waitMs / 1000) });
    if (!registerGuard.takeSmsCredit(site_id)) return answer(SmsCode.noBalance);

    services.outbox.send({
      channel: 'sms',
      to: phone,
      purpose: SMS_TYPE_REGISTER,
      code: newCode(),
      ttlMs: REGISTER_SMS_TTL_MS,
    });
    return oldOk<RegisterSmsAnswer>({ retry_after_s: SMS_COUNTDOWN_S });
  });
};
