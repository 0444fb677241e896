// React Query keys of mf-auth, in one place. Every key starts with 'mf-auth': all remotes share
// the page's one QueryClient.
export const authKeys = {
  all: ['mf-auth'] as const,
  /** One captcha per form that shows it (`form`), so two forms never share a token. */
  captcha: (form: string, type: number, siteId: string) => ['mf-auth', 'captcha', form, type, siteId] as const,
  clientCaptcha: () => ['mf-auth', 'client-captcha'] as const,
  authProviders: (siteId: string) => ['mf-auth', 'auth-providers', siteId] as const,
  authCallback: (search: string) => ['mf-auth', 'auth-callback', search] as const,
  registerSetup: (siteId: string) => ['mf-auth', 'register-setup', siteId] as const,
  registerSettings: (siteId: string) => ['mf-auth', 'register-settings', siteId] as const,
  registerBackground: (siteId: string, template: string) =>
    ['mf-auth', 'register-background', siteId, template] as const,
  validMessage: (siteId: string, link: { agent_id: string } | { recommend_code: string }) =>
    ['mf-auth', 'valid-message', siteId, link] as const,
  memberInfo: (siteId: string, id: string) => ['mf-auth', 'member-info', siteId, id] as const,
  bonusSetting: (siteId: string, currency: string) => ['mf-auth', 'bonus-setting', siteId, currency] as const,
  registerVerification: (siteId: string, currency: string, field: string, value: string) =>
    ['mf-auth', 'register-verification', siteId, currency, field, value] as const,
  serviceAgreement: (siteId: string) => ['mf-auth', 'service-agreement', siteId] as const,
  /** Mutations: named so a test or a devtool can tell them apart. */
  login: () => ['mf-auth', 'login'] as const,
  register: () => ['mf-auth', 'register'] as const,
  registerSms: () => ['mf-auth', 'register-sms'] as const,
  deviceSend: () => ['mf-auth', 'device-send'] as const,
  deviceVerify: () => ['mf-auth', 'device-verify'] as const,
  doubleValidation: () => ['mf-auth', 'double-validation'] as const,
  doubleValidationSkip: () => ['mf-auth', 'double-validation-skip'] as const,
  forgotPasswordSms: () => ['mf-auth', 'forgot-password-sms'] as const,
  forgotPasswordVerify: () => ['mf-auth', 'forgot-password-verify'] as const,
  forgotPasswordReset: () => ['mf-auth', 'forgot-password-reset'] as const,
  transferVerify: () => ['mf-auth', 'transfer-verify'] as const,
  transferReset: () => ['mf-auth', 'transfer-reset'] as const,
};
