// Per-request logging that does not dominate a request's cost. Fastify's own request
// logging writes two info lines per request ("incoming request", "request completed"); at the
// catalogue's rates that is more work than answering from memory. The TLS edge (deploy/nginx)
// keeps the access log; the api logs errors (error-handler.ts, every 5xx with its stack) and, at
// LOG_LEVEL=debug (or trace), one line per request.
import { LogController, type FastifyInstance } from 'fastify';

/** Fastify options: its two lines per request off (installRequestLog replaces them). */
export const requestLogOptions = () => ({ logController: new LogController({ disableRequestLogging: true }) });

export function installRequestLog(app: FastifyInstance): void {
  // No hook at all unless the level asks for it: nothing per request in production.
  if (app.log.level !== 'debug' && app.log.level !== 'trace') return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}
