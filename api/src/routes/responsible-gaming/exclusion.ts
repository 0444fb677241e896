// POST /api/arks/web/member/responsible_gaming/exclusion { kind, period, password }
// (RgExclusionPayload) -> new style, RgExclusion { kind, until }. Confirmed with the LOGIN password
// (606 wrongPassword; limited like the login: a wrong one is a guess at it). Starts the time-out or
// self-exclusion, tells the member's pages on their channel FIRST (responsible_gaming.notice
// { reason: kind, until }: they log out and show the end), then ends every session of the member,
// this one too (their sockets are ended by the sessions' onRevoked hook). 422 + {field, key} for a
// missing password or period; 400 malformed.
import Type from 'typebox';
import {
  RealtimeEvent,
  ResponsibleGamingCode,
  rgExclusionSchema,
  type RgExclusionPayload,
} from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf, type RoutePlugin } from '../../http/route-schema.js';
import { verifyPassword } from '../../lib/passwords.js';
import { ANNOUNCE_WAIT_MS } from '../../services/auth/index.js';
import { readBody } from './answers.js';

const Body = shapeOf<typeof rgExclusionSchema, RgExclusionPayload>()(
  Type.Object({ kind: Type.String(), period: Type.String(), password: Type.String() }),
);

/** Settles when `promise` does or after `ms`, whichever is first (never rejects). */
function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([promise.then(() => undefined), waited]).finally(() => clearTimeout(timer));
}

export const rgExclusionRoute: RoutePlugin = async (app, { config, services }) => {
  app.post(
    '/arks/web/member/responsible_gaming/exclusion',
    {
      schema: { body: Body },
      validatorCompiler: exactValidator,
      preHandler: requireMember(services.sessions),
      config: rateLimited(config),
    },
    async (request, reply) => {
      const member = memberOf(request);
      const body = readBody(rgExclusionSchema, request.body, reply);
      if (!body.ok) return body.answer;
      const { kind, period, password } = body.value;
      if (!(await verifyPassword(member.password_hash, password)))
        return fail(ResponsibleGamingCode.wrongPassword, 'The password is wrong');
      const exclusion = services.responsibleGaming.exclude(member, kind, period);
      // The pages hear why before their sockets close (a realtime failure must not keep the sessions alive).
      const told = services.publisher
        .publishToMember(member.id, RealtimeEvent.responsibleGaming, { reason: kind, until: exclusion.until })
        .catch((err: unknown) =>
          request.log.warn(
            { memberId: member.id, reason: err instanceof Error ? err.message : String(err) },
            'realtime publish failed',
          ),
        );
      await atMost(told, ANNOUNCE_WAIT_MS);
      services.sessions.revokeAllOf(member.id);
      return ok(exclusion, kind === 'time_out' ? 'The time-out has started' : 'The self-exclusion has started');
    },
  );
};
