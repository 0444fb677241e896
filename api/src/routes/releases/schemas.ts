// The release routes' request fragments (the rules of the values live in services/releases/).
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { fail, ok } from '../../http/respond.js';
import type { Outcome } from '../../services/releases/index.js';

/** A remote of the manifest of remotes, as the path names it. */
export const Module = Type.String({ minLength: 1, maxLength: 64, description: 'a remote of the manifest: mf-games' });

/** A release's version, as release.json has it. */
export const Version = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'semver with build metadata, as scripts/release.mjs writes it: 0.1.0+3529ba74cdf4',
});

/** Answers an outcome: its value in the new style with its status, or its refusal with the status as code. */
export function answer<T>(reply: FastifyReply, outcome: Outcome<T>) {
  if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.status, outcome.message));
  return reply.code(outcome.status).send(ok(outcome.value));
}
