// Registration: register settings, agreement, background, verification, SMS, agent and referral
// checks, member info, the registration itself, and the development views. The
// agent-domain check lives in ../locale. One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { bonusSettingCheckRoute } from './bonus-setting-check.js';
import { devMemberRoute } from './dev-member.js';
import { devOutboxRoute } from './dev-outbox.js';
import { memberInfoRoute } from './member-info.js';
import type { RegisterRouteOptions } from './options.js';
import { registerBackgroundRoute } from './register-background.js';
import { registerSettingsRoute } from './register-settings.js';
import { registerRoute } from './register.js';
import { serviceAgreementRoute } from './service-agreement.js';
import { smsRoute } from './sms.js';
import { validMessageRoute } from './valid-message.js';
import { verificationRoute } from './verification.js';
import { named } from '../../http/plugin-name.js';

export const registerRoutes: RoutePlugin = async (api, options) => {
  const { registerSettings, introducers, registerGuard, registrations } = options.services;
  const withRegister: RegisterRouteOptions = {
    ...options,
    registerSettings,
    introducers,
    registerGuard,
    registrations,
  };
  await api.register(named(registerSettingsRoute), withRegister);
  await api.register(named(serviceAgreementRoute), withRegister);
  await api.register(named(registerBackgroundRoute), withRegister);
  await api.register(named(bonusSettingCheckRoute), withRegister);
  await api.register(named(memberInfoRoute), withRegister);
  await api.register(named(validMessageRoute), withRegister);
  await api.register(named(verificationRoute), withRegister);
  await api.register(named(smsRoute), withRegister);
  await api.register(named(registerRoute), withRegister);
  // Off by default: the outbox holds live verification codes.
  if (options.config.devOutbox) await api.register(named(devOutboxRoute), options);
  if (options.config.devRoutes) await api.register(named(devMemberRoute), options);
};
