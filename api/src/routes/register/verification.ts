// POST /api/register/verification { fields, site_id, member_currency, verification: 1 } -> old
// style: 100 when no value in `fields` is taken, else the first duplicate's code: 102 account,
// 103 name, 104 phone, 105 email, 114 identity id. Name, phone, email and identity are checked
// only when the currency's settings make them unique (the account always is).
import Type from 'typebox';
import {
  RegisterCode,
  UNIQUE_FIELDS,
  uniqueFieldsFromSettings,
  type RegisterVerificationRequest,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { oldOk, oldStyle } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { IntegerIn, satisfiesWire, SiteId } from '../../http/route-schema.js';
import { registerMessage } from './messages.js';
import { Currency, type RegisterRoutePlugin } from './options.js';

const Value = Type.Optional(Type.String({ maxLength: 254 }));

const Body = satisfiesWire<RegisterVerificationRequest>()(
  Type.Object({
    fields: Type.Object(
      { member_account: Value, member_name: Value, member_phone: Value, member_email: Value, identity_id: Value },
      { minProperties: 1, additionalProperties: false },
    ),
    site_id: SiteId,
    member_currency: Currency,
    verification: Type.Optional(IntegerIn([1])),
  }),
);

export const verificationRoute: RegisterRoutePlugin = async (app, options) => {
  const { config, registerSettings, registrations } = options;
  app.post(
    '/register/verification',
    // Answers tell whether a value is taken: limited like the login, against enumeration.
    { schema: { body: Body }, config: rateLimited(config) },
    async (request, reply) => {
      const { fields, site_id, member_currency } = request.body;
      if (!registerSettings.siteCurrencies(site_id)?.includes(member_currency)) {
        return reply.code(400).send(oldStyle(ApiCode.invalidRequest, 'Unknown site or currency', null));
      }
      // Fastify drops unknown keys before we see them: nothing left means nothing checkable was sent.
      if (Object.keys(fields).length === 0) {
        return reply
          .code(400)
          .send(oldStyle(ApiCode.invalidRequest, `fields must name one of ${UNIQUE_FIELDS.join(', ')}`, null));
      }
      const unique = uniqueFieldsFromSettings(registerSettings.of(site_id, member_currency), member_currency);
      const code = registrations.duplicateCode(site_id, fields, unique, RegisterCode.duplicateIdentityOnCheck);
      return code === null ? oldOk(null) : oldStyle(code, registerMessage(code), null);
    },
  );
};
