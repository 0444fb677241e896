// The largest request body the api reads; a larger one is HTTP 413. deploy/nginx/shell.conf's
// client_max_body_size says the same (scripts/__tests__/deploy.test.ts holds them together).
import type { FastifyInstance } from 'fastify';

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The one route that takes more: a picture an operator uploads, base64 in JSON (a 2 MB picture
 * is 2.7 MB of base64). Its route sets it as its own bodyLimit.
 */
export const PICTURE_BODY_LIMIT_BYTES = 3 * 1024 * 1024;
const PICTURE_UPLOAD = /^\/api\/operator\/sites\/[^/?#]+\/carousel\/pictures(?:\?|$)/;

/** The body limit of the route a request URL names. */
export const bodyLimitOf = (url: string | undefined): number =>
  url && PICTURE_UPLOAD.test(url) ? PICTURE_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;

/**
 * A client that sends `Expect: 100-continue` (the local proxy, scripts/serve.mjs) is told to go on
 * only when the body is within the limit; an oversized one gets Fastify's 413 before sending a
 * byte. Node would answer 100 by itself, and the 413 would then race the upload: the api closes
 * with the body unread, the reset can drop the answer, and the proxy saw a 502.
 */
export function answerExpectContinue(app: FastifyInstance): void {
  app.server.on('checkContinue', (request, response) => {
    if (!(Number(request.headers['content-length']) > bodyLimitOf(request.url))) response.writeContinue();
    app.server.emit('request', request, response);
  });
}
