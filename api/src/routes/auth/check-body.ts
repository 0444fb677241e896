// Runs a shared valibot payload schema (shared/src/contracts/validation/login.ts) on a request
// body: a malformed body is HTTP 400, a broken rule is the endpoint's business code for its field.
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { isMalformedIssue, issueField } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail } from '../../http/respond.js';

export type BodyCheck<T> =
  | { ok: true; value: T }
  | { ok: false; malformed: true; message: string }
  | { ok: false; malformed: false; field: string; key: string };

export function checkBody<S extends v.GenericSchema>(schema: S, body: unknown): BodyCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, body ?? null);
  if (result.success) return { ok: true, value: result.output };
  const malformed = result.issues.find(isMalformedIssue);
  if (malformed) {
    const field = issueField(malformed);
    return {
      ok: false,
      malformed: true,
      message: `Invalid body${field ? ` at ${field}` : ''}: ${malformed.expected ?? 'value'} expected`,
    };
  }
  const first = result.issues[0];
  return { ok: false, malformed: false, field: issueField(first), key: first.message };
}

/** Answers a malformed body with HTTP 400 (never a 500). */
export function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send(fail(ApiCode.invalidRequest, message));
}
