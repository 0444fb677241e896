// POST /api/arks/web/vx/reset { site_id, account, password, token } (spec 01 §3, §7): sets the new
// password (6 to 12, the shared rule) with the token of /arks/web/vx/verify, clears the member's
// transfer-verification flag and ends every session of the member. Codes: TRANSFER_RESET_CODE.
import Type from 'typebox';
import { TRANSFER_RESET_CODE, type TransferResetPayload, TransferResetPayloadSchema } from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';

const FIELD_CODES: Record<string, number> = {
  token: TRANSFER_RESET_CODE.tokenUnknown,
  account: TRANSFER_RESET_CODE.accountMismatch,
  password: TRANSFER_RESET_CODE.passwordInvalid,
};

const MESSAGES: Record<number, string> = {
  [TRANSFER_RESET_CODE.tokenUnknown]: 'The verification is unknown; please verify again',
  [TRANSFER_RESET_CODE.tokenExpired]: 'The verification has expired; please verify again',
  [TRANSFER_RESET_CODE.tokenUsed]: 'The verification was already used; please verify again',
  [TRANSFER_RESET_CODE.accountMismatch]: 'The verification belongs to another account',
  [TRANSFER_RESET_CODE.passwordInvalid]: 'The password must be 6 to 12 characters',
  [TRANSFER_RESET_CODE.accountInactive]: 'The account is not active',
};

const LOOKUP_CODES = {
  unknown: TRANSFER_RESET_CODE.tokenUnknown,
  expired: TRANSFER_RESET_CODE.tokenExpired,
  used: TRANSFER_RESET_CODE.tokenUsed,
} as const;

const Body = shapeOf<typeof TransferResetPayloadSchema, TransferResetPayload>()(
  Type.Object({
    site_id: Type.String(),
    account: Type.String(),
    password: Type.String(),
    token: Type.String(),
  }),
);

export const transferResetRoute: AuthRoutePlugin = async (app, { config, services, auth }) => {
  const { resets } = auth;
  const refuse = (code: number) => fail(code, MESSAGES[code] ?? 'Reset failed');
  app.post(
    '/arks/web/vx/reset',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(TransferResetPayloadSchema, request.body);
      if (!body.ok && body.malformed) return badRequest(reply, body.message);
      if (!body.ok) return refuse(FIELD_CODES[body.field] ?? TRANSFER_RESET_CODE.tokenUnknown);
      const p = body.value;

      const token = resets.find(p.token, 'transfer');
      if (token.state !== 'live') return refuse(LOOKUP_CODES[token.state]);
      const member = services.members.findById(token.member_id);
      if (!member || member.site_id !== p.site_id || member.member_account.toLowerCase() !== p.account.toLowerCase()) {
        return refuse(TRANSFER_RESET_CODE.accountMismatch);
      }
      if (member.status !== 'active') return refuse(TRANSFER_RESET_CODE.accountInactive);
      if (!(await resets.changePassword(p.token, member.id, 'transfer', p.password))) {
        return refuse(TRANSFER_RESET_CODE.tokenUsed);
      }
      return ok(null, 'The password was changed; log in with the new one');
    },
  );
};
