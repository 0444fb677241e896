// GET /api/clientCaptcha (spec 01 §3, §7, a "local" call): { text, data } for the transfer-
// verification form. `data` is the SVG; `text` the answer under a one-time key the client
// undoes itself (shared/src/contracts/client-captcha.ts says exactly how weak that is: a
// client-side check only). Nothing is stored: the api never checks this captcha.
import { randomBytes } from 'node:crypto';
import { encodeClientCaptcha, type ClientCaptcha } from '@croupier/shared/contracts';
import { renderCaptchaSvg, svgDataUrl } from '../../captcha/svg-captcha.js';
import { ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { randomDigits } from '../../lib/random-digits.js';
import type { AuthRoutePlugin } from './auth-services.js';

/** The local captcha of the transfer-verification form (GET /clientCaptcha): digits. */
export const CLIENT_CAPTCHA_LENGTH = 4;

export const clientCaptchaRoute: AuthRoutePlugin = async (app, { config }) => {
  app.get('/clientCaptcha', { config: rateLimited(config) }, async (_request, reply) => {
    // CROUPIER_TEST_CAPTCHA fixes every captcha's answer, this one included (tests only).
    const answer = config.testCaptcha ?? randomDigits(CLIENT_CAPTCHA_LENGTH);
    const body: ClientCaptcha = {
      text: encodeClientCaptcha(answer, new Uint8Array(randomBytes(answer.length))),
      data: svgDataUrl(renderCaptchaSvg(answer)),
    };
    reply.header('cache-control', 'no-store');
    return ok(body);
  });
};
