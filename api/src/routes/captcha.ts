// POST /api/captcha { type, site_id } -> old style body { token, captcha, placeholder }.
import Type from 'typebox';
import { CAPTCHA_TYPE_LOGIN, CAPTCHA_TYPE_REGISTER, type CaptchaResponse } from '@croupier/shared/contracts';
import { renderCaptchaSvg, svgDataUrl } from '../captcha/svg-captcha.js';
import { CAPTCHA_LENGTH } from '../services/auth/index.js';
import { oldOk } from '../http/respond.js';
import { rateLimited } from '../http/route-options.js';
import { IntegerIn, SiteId, type RoutePlugin } from '../http/route-schema.js';

const Body = Type.Object({
  type: IntegerIn([CAPTCHA_TYPE_LOGIN, CAPTCHA_TYPE_REGISTER]),
  site_id: SiteId,
});

export const captchaRoute: RoutePlugin = async (app, { config, services }) => {
  app.post('/captcha', { schema: { body: Body }, config: rateLimited(config) }, async (request) => {
    const { token, answer } = services.captchas.issue(request.body.type, request.body.site_id);
    const response: CaptchaResponse = {
      token,
      captcha: svgDataUrl(renderCaptchaSvg(answer)),
      placeholder: `Enter the ${CAPTCHA_LENGTH} digits`,
    };
    return oldOk(response);
  });
};
