// Malformed requests get a JSON {code, message}; only a real fault answers 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiCode } from './api-codes.js';
import { fail } from './respond.js';

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const where = error.validationContext ?? 'request';
      return reply.code(400).send(fail(ApiCode.invalidRequest, `Invalid ${where}: ${error.message}`));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(status, error.message || 'Bad request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(ApiCode.internal, 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(fail(ApiCode.notFound, `Route ${request.method} ${request.url.split('?')[0]} not found`)),
  );
}
