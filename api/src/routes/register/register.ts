// POST /api/register (spec 01 §3 registration payload) -> old style; on success the body is a
// LoginSession and the token is also in the `authorization` response header: the new member is
// logged in. The payload is checked with the shared valibot schema of the currency's settings;
// then, in order: captcha (224), blacklists (214, 216, 215), introducer (106-110, 112, 219, 228),
// duplicates (102-105, 223), the SMS code (222, 113), and the insert in one transaction.
// Rate limits first: 996 (attempts per IP per minute), 997 (registrations per IP per day); 218 IP blocked.
import Type from 'typebox';
import * as v from 'valibot';
import {
  CAPTCHA_TYPE_REGISTER,
  CONTACT_FIELD_CODES,
  firstIssueByField,
  isDisplayed,
  isMalformedIssue,
  RegisterCode,
  registerPayloadSchema,
  SMS_TYPE_REGISTER,
  uniqueFieldsFromSettings,
  type RegisterFieldError,
  type RegisterPayload,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { oldOk, oldStyle } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import type { Proven, WireAgrees } from '../../http/route-schema.js';
import { pageHost } from '../../lib/page-host.js';
import { hashPassword } from '../../lib/passwords.js';
import { toLoginSession } from '../../services/members/index.js';
import { registerMessage } from './messages.js';
import type { RegisterRoutePlugin } from './options.js';

// Any JSON object: its fields are the brand's (the currency's register settings), so the shared
// schema registerPayloadSchema(rules) checks them, after the site, currency and rate checks.
const Body = Type.Record(Type.String(), Type.Unknown());
// The compiler proves that schema takes every RegisterPayload the register form sends.
type _PayloadAgrees = Proven<WireAgrees<v.InferInput<ReturnType<typeof registerPayloadSchema>>, RegisterPayload>>;

/** A field the schema refuses answers its catalogue code when it has one, else 400 (with the field and key). */
const FIELD_CODES: Record<string, number> = {
  member_email: RegisterCode.emailInvalid,
  member_phone: RegisterCode.phoneInvalid,
  member_name: RegisterCode.nameInvalid,
  phone_verify: RegisterCode.phoneVerifyWrong,
  answer: RegisterCode.captchaFailed,
  ...Object.fromEntries(Object.entries(CONTACT_FIELD_CODES).map(([code, field]) => [field, Number(code)])),
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The server message of a refused field: the catalogue's text, or the rule's key for a 400. */
const fieldRefusal = (code: number, key: string) =>
  code === ApiCode.invalidRequest ? `Invalid field: ${key}` : registerMessage(code);

export const registerRoute: RegisterRoutePlugin = async (app, options) => {
  const { config, services, registerSettings, introducers, registerGuard, registrations } = options;

  app.post('/register', { schema: { body: Body }, config: rateLimited(config) }, async (request, reply) => {
    const raw = request.body;
    const siteId = text(raw.site_id);
    const currency = text(raw.member_currency);
    if (!registerSettings.siteCurrencies(siteId)?.includes(currency)) {
      return reply.code(400).send(oldStyle(ApiCode.invalidRequest, 'Unknown site or currency', null));
    }
    const ip = request.ip;
    const refuse = (code: number, body: RegisterFieldError | null = null, desc = registerMessage(code)) => {
      registerGuard.record(siteId, ip, text(raw.member_account), code);
      return oldStyle(code, desc, body);
    };

    const limited = registerGuard.limitCode(ip);
    if (limited !== null) return refuse(limited);
    if (services.loginGuard.isBlocked(ip)) return refuse(RegisterCode.ipError);

    const rules = registerSettings.rules(siteId, currency);
    const parsed = v.safeParse(registerPayloadSchema(rules), raw);
    if (!parsed.success) {
      const malformed = parsed.issues.find(isMalformedIssue);
      if (malformed) {
        const field = malformed.path?.map((p) => String(p.key)).join('.') || 'body';
        return reply.code(400).send(oldStyle(ApiCode.invalidRequest, `Invalid request: ${field}`, null));
      }
      const [field = '', key = ''] = Object.entries(firstIssueByField(parsed.issues))[0] ?? [];
      const code = FIELD_CODES[field] ?? ApiCode.invalidRequest;
      return refuse(code, { field, key }, fieldRefusal(code, key));
    }
    const p = parsed.output;

    if (
      isDisplayed(rules, 'captcha') &&
      !services.captchas.consume(p.captcha_token, p.answer, CAPTCHA_TYPE_REGISTER, siteId)
    ) {
      return refuse(RegisterCode.captchaFailed);
    }
    if (registerGuard.isBlacklisted(siteId, 'name', p.member_name)) return refuse(RegisterCode.nameBlacklisted);
    if (registerGuard.isBlacklisted(siteId, 'email', p.member_email)) return refuse(RegisterCode.emailBlacklisted);
    if (registerGuard.isBlacklisted(siteId, 'phone', p.member_phone)) return refuse(RegisterCode.phoneRefused);

    const placement = introducers.resolve(siteId, p.introducer, registerSettings.isFriend(siteId, currency));
    if (!placement.ok) return refuse(placement.code);

    const unique = uniqueFieldsFromSettings(registerSettings.of(siteId, currency), currency);
    const duplicate = registrations.duplicateCode(siteId, p, unique, RegisterCode.duplicateIdentity);
    if (duplicate !== null) return refuse(duplicate);

    // argon2 before the SMS code is spent: after it only the (synchronous) insert can fail.
    const [passwordHash, withdrawHash] = await Promise.all([
      hashPassword(p.password),
      p.withdraw_password === '' ? Promise.resolve('') : hashPassword(p.withdraw_password),
    ]);

    const phoneVerified = rules.phoneVerification && p.member_phone !== '';
    if (phoneVerified) {
      if (!services.outbox.latest(p.member_phone, SMS_TYPE_REGISTER)) return refuse(RegisterCode.phoneVerifyNotFound);
      if (!services.outbox.verify(p.member_phone, SMS_TYPE_REGISTER, p.phone_verify))
        return refuse(RegisterCode.phoneVerifyWrong);
    }

    const created = registrations.create(
      {
        site_id: siteId,
        member_account: p.member_account,
        password_hash: passwordHash,
        member_currency: currency,
        member_name: p.member_name.trim(),
        member_email: p.member_email.trim(),
        member_birthday: p.member_birthday === '--' ? '' : p.member_birthday,
        member_phone: p.member_phone,
        withdraw_password_hash: withdrawHash,
        identity_id: p.identity_id.trim(),
        member_qq: p.member_qq,
        member_wechat: p.member_wechat,
        member_whats_app: p.member_whats_app,
        member_zalo: p.member_zalo,
        member_fb: p.member_fb,
        member_telegram: p.member_telegram,
        member_skype: p.member_skype,
        member_others: p.member_others,
        phone_verified: phoneVerified ? 1 : 0,
        parent_agent_id: placement.value.parentAgentId,
        recommended_by: placement.value.recommendedBy,
        register_ip: ip,
        register_host: pageHost(request),
      },
      unique,
    );
    if (!created.ok) return refuse(created.code);
    registerGuard.record(siteId, ip, created.member.member_account, ApiCode.success);

    const token = services.sessions.create(created.member.id, ip, request.headers['user-agent'] ?? '');
    services.publisher
      .publishLogin(created.member.id, token)
      .catch((err: unknown) =>
        request.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'login publish failed'),
      );
    reply.header('authorization', token);
    return oldOk(toLoginSession(created.member, token));
  });
};
