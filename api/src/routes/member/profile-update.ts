// POST /api/member/profile/update (ProfileUpdatePayload) -> new style, data MemberProfile.
// Fills empty fields the currency's register settings mark is_member_center (else 120), each
// with its registration rule (422 + {field, key}), the blacklists (214-216), the unique checks
// (103-105, 223) and, for the phone with is_member_center_verification, its SMS code (222 none
// sent, 113 wrong or spent). Publishes profile.updated.
import Type from 'typebox';
import type * as v from 'valibot';
import {
  MemberCode,
  PROFILE_FILL_FIELDS,
  profileFillSchema,
  RealtimeEvent,
  RegisterCode,
  uniqueFieldsFromSettings,
  type ProfileFillField,
  type ProfileUpdatePayload,
} from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { badRequest, checkBody } from '../auth/check-body.js';
import { registerMessage } from '../register/messages.js';
import { notFillable, phoneNeedsCode, PROFILE_PHONE_PURPOSE } from './fillable.js';
import { invalidField, publishChange, type MemberRoutePlugin } from './options.js';

const Text = Type.Optional(Type.String({ maxLength: 254 }));

const Body = satisfiesWire<ProfileUpdatePayload>()(
  Type.Object(
    {
      member_name: Text,
      member_email: Text,
      member_birthday: Text,
      member_phone: Text,
      identity_id: Text,
      member_qq: Text,
      member_wechat: Text,
      member_whats_app: Text,
      member_zalo: Text,
      member_fb: Text,
      member_telegram: Text,
      member_skype: Text,
      member_others: Text,
      verify_code: Text,
    },
    { additionalProperties: false },
  ),
);

type FillOutput = Partial<Record<ProfileFillField, string>> & { verify_code: string };

/** A blacklisted value answers the registration's code for it. */
const BLACKLISTS = [
  ['member_name', 'name', RegisterCode.nameBlacklisted],
  ['member_email', 'email', RegisterCode.emailBlacklisted],
  ['member_phone', 'phone', RegisterCode.phoneRefused],
] as const;

export const profileUpdateRoute: MemberRoutePlugin = async (app, options) => {
  const { config, services, profile, registerSettings, registerGuard, registrations } = options;
  app.post(
    '/member/profile/update',
    // Answers tell whether a value is taken: limited like registration's checks.
    {
      schema: { body: Body },
      validatorCompiler: exactValidator,
      preHandler: requireMember(services.sessions),
      config: rateLimited(config),
    },
    async (request, reply) => {
      const member = memberOf(request);
      const body = request.body;
      const fields = PROFILE_FILL_FIELDS.filter((f) => body[f] !== undefined);
      if (fields.length === 0) return badRequest(reply, `Send one or more of ${PROFILE_FILL_FIELDS.join(', ')}`);

      const settings = registerSettings.of(member.site_id, member.member_currency);
      const current = profile.read(member.id);
      if (!current) return fail(MemberCode.notFound, 'Member not found');
      const refused = notFillable(fields, settings, current);
      if (refused) return fail(MemberCode.fieldNotFillable, `${refused} cannot be filled in`);

      const needsCode = phoneNeedsCode(settings) && fields.includes('member_phone');
      const rules = registerSettings.rules(member.site_id, member.member_currency);
      // The schema's fields depend on the request, so its type names them optional with unknown issues.
      const schema = profileFillSchema(rules, fields, needsCode) as unknown as v.GenericSchema<unknown, FillOutput>;
      const checked = checkBody(schema, body);
      if (!checked.ok && checked.malformed) return badRequest(reply, checked.message);
      if (!checked.ok) return invalidField({ field: checked.field, key: checked.key });

      const values: Partial<Record<ProfileFillField, string>> = {};
      for (const field of fields) {
        const value = (checked.value[field] ?? '').trim();
        // A birthday of no year, month or day ('--') passes the registration rule but fills nothing.
        if (value === '' || value === '--') return invalidField({ field, key: 'profile.err_required' });
        values[field] = value;
      }

      for (const [field, kind, code] of BLACKLISTS) {
        const value = values[field];
        if (value !== undefined && registerGuard.isBlacklisted(member.site_id, kind, value))
          return fail(code, registerMessage(code));
      }
      const unique = uniqueFieldsFromSettings(settings, member.member_currency);
      // Checked before the SMS code is spent; checked again when written.
      const duplicate = registrations.duplicateCode(member.site_id, values, unique, RegisterCode.duplicateIdentity);
      if (duplicate !== null) return fail(duplicate, registerMessage(duplicate));

      if (needsCode && values.member_phone !== undefined) {
        const phone = values.member_phone;
        if (!services.outbox.latest(phone, PROFILE_PHONE_PURPOSE))
          return fail(RegisterCode.phoneVerifyNotFound, registerMessage(RegisterCode.phoneVerifyNotFound));
        if (!services.outbox.verify(phone, PROFILE_PHONE_PURPOSE, checked.value.verify_code)) {
          return fail(RegisterCode.phoneVerifyWrong, registerMessage(RegisterCode.phoneVerifyWrong));
        }
      }

      const result = profile.fill(member, values, unique, needsCode, MemberCode.fieldNotFillable);
      if (!result.ok) {
        return result.code === MemberCode.fieldNotFillable
          ? fail(result.code, `${result.field ?? 'A field'} cannot be filled in`)
          : fail(result.code, registerMessage(result.code));
      }
      publishChange(services.publisher, request.log, member.id, RealtimeEvent.profileUpdated);
      return ok(profile.read(member.id));
    },
  );
};
