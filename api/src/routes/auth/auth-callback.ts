// POST /api/auth/callback { site_id, provider, code, udid? }: the /authCallback popup exchanges the
// provider's one-time code for a session. The provider has authenticated the member, so the login
// completes here (no device code or question: those guard a password). Codes: THIRD_PARTY_CODE
// (101 code unknown, expired or used; 102 disabled; 103 frozen; 104 provider not enabled).
import Type from 'typebox';
import { type AuthCallbackPayload, AuthCallbackPayloadSchema, THIRD_PARTY_CODE } from '@croupier/shared/contracts';
import { exactValidator } from '../../http/exact-validator.js';
import { fail } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { asLoginMember } from '../../services/auth/index.js';
import type { AuthRoutePlugin } from './auth-services.js';
import { badRequest, checkBody } from './check-body.js';
import { answerLoginStep } from './login-answer.js';
import { loginContext } from './login-context.js';

const MESSAGES: Record<number, string> = {
  [THIRD_PARTY_CODE.codeInvalid]: 'The sign-in has expired or was already used; please try again',
  [THIRD_PARTY_CODE.accountDisabled]: 'Account is disabled',
  [THIRD_PARTY_CODE.accountFrozen]: 'Account is frozen',
  [THIRD_PARTY_CODE.providerDisabled]: 'This sign-in provider is not available',
};

const Body = shapeOf<typeof AuthCallbackPayloadSchema, AuthCallbackPayload>()(
  Type.Object({
    site_id: Type.String(),
    provider: Type.String(),
    code: Type.String(),
    udid: Type.Optional(Type.String()),
  }),
);

export const authCallbackRoute: AuthRoutePlugin = async (app, { config, services, auth }) => {
  const refuse = (code: number) => fail(code, MESSAGES[code] as string);
  app.post(
    '/auth/callback',
    { schema: { body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const body = checkBody(AuthCallbackPayloadSchema, request.body);
      if (!body.ok && body.malformed) return badRequest(reply, body.message);
      if (!body.ok)
        return refuse(body.field === 'provider' ? THIRD_PARTY_CODE.providerDisabled : THIRD_PARTY_CODE.codeInvalid);
      const p = body.value;

      if (!auth.thirdParty.isEnabled(p.site_id, p.provider)) return refuse(THIRD_PARTY_CODE.providerDisabled);
      const memberId = auth.thirdParty.spendCode(p.code, p.provider, p.site_id);
      const member = memberId === null ? undefined : services.members.findById(memberId);
      if (!member) return refuse(THIRD_PARTY_CODE.codeInvalid);
      if (member.status === 'disabled') return refuse(THIRD_PARTY_CODE.accountDisabled);
      if (member.status === 'frozen') return refuse(THIRD_PARTY_CODE.accountFrozen);
      const context = loginContext(request, { site_id: p.site_id, udid: p.udid, device: `oauth:${p.provider}` });
      return answerLoginStep(auth.steps.issueSession(asLoginMember(member), context), reply);
    },
  );
};
