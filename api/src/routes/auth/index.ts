// Login flows beyond the basic login: login headers, device verification, transfer
// verification, double validation, third-party login, forgot password. POST /login itself is
// routes/login.ts. One file per endpoint in this folder; each is registered here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { authCallbackRoute } from './auth-callback.js';
import { authServicesOf } from './auth-services.js';
import { clientCaptchaRoute } from './client-captcha.js';
import { devAuthorizeRoute } from './dev-authorize.js';
import { deviceSendRoute } from './device-send.js';
import { deviceVerifyRoute } from './device-verify.js';
import { doubleValidationSkipRoute } from './double-validation-skip.js';
import { doubleValidationRoute } from './double-validation.js';
import { forgotPasswordResetRoute } from './forgot-password-reset.js';
import { forgotPasswordSmsRoute } from './forgot-password-sms.js';
import { forgotPasswordVerifyRoute } from './forgot-password-verify.js';
import { getLoginHeaderRoute } from './get-login-header.js';
import { providersRoute } from './providers.js';
import { transferResetRoute } from './transfer-reset.js';
import { transferVerifyRoute } from './transfer-verify.js';
import { named } from '../../http/plugin-name.js';

export const authRoutes: RoutePlugin = async (api, options) => {
  const opts = { ...options, auth: authServicesOf(options.services) };
  await api.register(named(getLoginHeaderRoute), opts);
  await api.register(named(deviceSendRoute), opts);
  await api.register(named(deviceVerifyRoute), opts);
  await api.register(named(clientCaptchaRoute), opts);
  await api.register(named(transferVerifyRoute), opts);
  await api.register(named(transferResetRoute), opts);
  await api.register(named(doubleValidationSkipRoute), opts);
  await api.register(named(doubleValidationRoute), opts);
  await api.register(named(providersRoute), opts);
  await api.register(named(authCallbackRoute), opts);
  // Off by default: it signs anyone in as any member.
  if (options.config.devOauth) await api.register(named(devAuthorizeRoute), opts);
  await api.register(named(forgotPasswordSmsRoute), opts);
  await api.register(named(forgotPasswordVerifyRoute), opts);
  await api.register(named(forgotPasswordResetRoute), opts);
};
