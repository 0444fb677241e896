// POST /api/captcha { type, site_id } -> old style body { token, captcha, placeholder }.
import type { FastifyPluginAsync } from 'fastify';
import { CAPTCHA_TYPE_LOGIN, CAPTCHA_TYPE_REGISTER, type CaptchaResponse } from '@croupier/shared/contracts';
import { renderCaptchaSvg, svgDataUrl } from '../captcha/svg-captcha.js';
import { CAPTCHA_LENGTH } from '../services/captchas.js';
import { oldOk } from '../http/respond.js';
import type { RouteOptions } from '../http/route-options.js';

const body = {
  type: 'object',
  required: ['type', 'site_id'],
  properties: {
    type: { type: 'integer', enum: [CAPTCHA_TYPE_LOGIN, CAPTCHA_TYPE_REGISTER] },
    site_id: { type: 'string', minLength: 1, maxLength: 32 },
  },
} as const;

export const captchaRoute: FastifyPluginAsync<RouteOptions> = async (app, { config, services }) => {
  app.post<{ Body: { type: number; site_id: string } }>(
    '/captcha',
    { schema: { body }, config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } } },
    async (request) => {
      const { token, answer } = services.captchas.issue(request.body.type, request.body.site_id);
      const response: CaptchaResponse = {
        token,
        captcha: svgDataUrl(renderCaptchaSvg(answer)),
        placeholder: `Enter the ${CAPTCHA_LENGTH} digits`,
      };
      return oldOk(response);
    },
  );
};
