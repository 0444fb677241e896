// Fastify's validator (ajv with coerceTypes) turns a query's or body's '1e400' or 'Infinity' into
// Infinity for a number field and then skips that field's minimum and maximum (and JSON.parse
// reads 1e400 as Infinity too); SQLite refuses such a number with a throw, which would be a 500.
// Once a request is validated, any number left in it that is not finite answers 400.
import type { FastifyInstance } from 'fastify';
import { ApiCode } from './api-codes.js';
import { fail } from './respond.js';

/** The path of the first non-finite number in `value`, or null. Depth-limited: the JSON parser already bounds nesting. */
function nonFinite(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinite(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function installFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const field = nonFinite(request.params, '') ?? nonFinite(request.query, '') ?? nonFinite(request.body, '');
    if (field !== null)
      return reply.code(400).send(fail(ApiCode.invalidRequest, `${field || 'the body'} must be a finite number`));
  });
}
