// What the responsible-gaming endpoints share: a body checked by its shared valibot schema (HTTP
// 400 when malformed, 422 MemberCode.invalidField with the field and the form's message key when a
// rule breaks), and the 'settings' notice every change publishes (the member's other tabs refresh).
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { RealtimeEvent, type NewStyleResponse, type MemberFieldError } from '@croupier/shared/contracts';
import type { RealtimePublisher } from '../../services/realtime/index.js';
import { badRequest, checkBody } from '../auth/check-body.js';
import { invalidField, publishChange } from '../member/options.js';

export type Checked<T> =
  { ok: true; value: T } | { ok: false; answer: NewStyleResponse<MemberFieldError> | FastifyReply };

/** The body through `schema`; when it fails, the answer to send instead. */
export function readBody<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  reply: FastifyReply,
): Checked<v.InferOutput<S>> {
  const checked = checkBody(schema, body);
  if (checked.ok) return { ok: true, value: checked.value };
  if (checked.malformed) return { ok: false, answer: badRequest(reply, checked.message) };
  return { ok: false, answer: invalidField({ field: checked.field, key: checked.key }) };
}

/** Tells the member's pages that a setting changed (a realtime failure is logged, the change stands). */
export const publishSettings = (
  publisher: Pick<RealtimePublisher, 'publishToMember'>,
  log: FastifyBaseLogger,
  memberId: number,
) => publishChange(publisher, log, memberId, RealtimeEvent.responsibleGaming, { reason: 'settings' });
