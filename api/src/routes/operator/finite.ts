// Fastify's validator (ajv with coerceTypes) turns a query's or body's text '1e400' or 'Infinity'
// into Infinity for an integer field and then skips that field's minimum and maximum; SQLite
// refuses such a number (a 500). A route whose numbers reach the database refuses them itself.
import type { FastifyReply } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail } from '../../http/respond.js';

/** Sends 400 and answers true when a number of `values` is not finite. */
export function refusedNonFinite(reply: FastifyReply, values: object): boolean {
  const field = Object.entries(values).find(([, v]) => typeof v === 'number' && !Number.isFinite(v))?.[0];
  if (field === undefined) return false;
  void reply.code(400).send(fail(ApiCode.invalidRequest, `${field} must be a finite number`));
  return true;
}
