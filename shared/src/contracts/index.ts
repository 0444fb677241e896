// Node-safe contracts: constants, code tables, wire types, realtime names.
// The api imports only this entry; nothing here may touch the DOM or React. This list is the
// public surface (scripts/shared-exports.mjs keeps it to what two apps use); a file's other
// exports serve shared itself and its tests.
export {
  AGENT_DOMAIN_AGENT_ID_KEY,
  AGENT_DOMAIN_CURRENCY_KEY,
  API_PREFIX,
  CAPTCHA_TYPE_LOGIN,
  CAPTCHA_TYPE_REGISTER,
  CHANNEL_AUTH_PATH,
  USER_AUTH_PATH,
  CURRENCY_COOKIE_MAX_AGE_S,
  DEFAULT_LOCALE,
  DEFAULT_TIMEZONE,
  DEFAULT_Z_INDEX,
  DESKTOP_MIN_WIDTH_PX,
  LANGUAGE_COOKIE_MAX_AGE_S,
  POPUP_WINDOW,
  REQUEST_TIMEOUT_MS,
  SMS_COUNTDOWN_S,
} from './constants.js';
export { INVALID_ERROR_MESSAGE, LOGIN_CODE } from './codes.js';
export {
  type ApiResult,
  type CaptchaResponse,
  type EnvConfig,
  type LoginPayload,
  type LoginSession,
  type MemberCommonLayout,
  type ModuleName,
  type MyCash,
  type NewStyleResponse,
  type OldStyleResponse,
  type SiteDetail,
  type SiteModule,
  type SiteSettings,
} from './api-types.js';
export {
  PresenceChannel,
  PrivateChannel,
  PublicChannel,
  RealtimeEvent,
  type RealtimePayloads,
} from './realtime.js';
export { sessionIdOf, sessionIdOfTokenHash } from './session-id.js';
export { isLanguageCode, type LanguageCode, LANGUAGES } from './languages.js';
export { CONTRACT_VERSION } from './contract-version.js';
export {
  type CustomerServiceOpenType,
  WAITING_WINDOW_KEY,
  type WaitingWindowType,
  WINDOW_MSG_KEY,
  type WindowMsg,
} from './window-msg.js';
export { REGISTER_ENTRY_STORAGE_KEY, type RegisterEntryParams } from './register-entry.js';
export { FAQ_ID_LIST, type FaqId, type HelpPageDetail, type HelpPageSummary, isFaqId } from './help-pages.js';
export {
  DEFAULT_MOBILE_TEMPLATE,
  DESKTOP_TEMPLATE,
  LEGACY_MOBILE_TEMPLATE_NAMES,
  MOBILE_TEMPLATES,
  type MobileTemplateName,
  type TemplateName,
  templateValue,
  toMobileTemplate,
} from './templates.js';
export {
  CONTENT_ICONS,
  type ContentIcon,
  type ContentLinkOpenType,
  type FloatEntry,
  type FooterGroup,
  type LocalizedText,
  type LogoEntry,
  type MobileFooterAction,
  type MobileFooterEntry,
  type ModelListRequest,
  type ModelLoginEntry,
  type ModelSettingEntry,
  type ModelSponsorEntry,
  type TemplateConfig,
} from './content-types.js';
export {
  type AgentDomainCheckRequest,
  type AgentDomainCheckResponse,
  currencyForLanguage,
  currencySymbol,
  formatMoney,
  parseCurrencyList,
  type VisitorCountryResponse,
} from './currency.js';
export { escapeHtml } from './escape-html.js';
export {
  type FbPixelSetting,
  FbTrackingEvent,
  type FbTrackingEventName,
  type FbTrackingRequest,
} from './tracking.js';
export { MODEL_SETTING_TEMPLATES, type TemplateChangePayload } from './realtime-templates.js';
export {
  AUTH_CALLBACK_PATH,
  DEVICE_VERIFICATION_CODE,
  DOUBLE_VALIDATION_CODE,
  DOUBLE_VALIDATION_QUESTIONS,
  DOUBLE_VALIDATION_SKIP_CODE,
  type DoubleValidationQuestion,
  FORGOT_PASSWORD_CODE,
  type LoginHeaders,
  THIRD_PARTY_CODE,
  TRANSFER_RESET_CODE,
  TRANSFER_RESET_RETRY_CODES,
  TRANSFER_VERIFY_CODE,
  TRANSFER_VERIFY_RETRY_CODES,
  VERIFICATION_CODE_LENGTH,
} from './login-codes.js';
export {
  type AuthCallbackPayload,
  type AuthProvider,
  type ClientCaptcha,
  type DeviceVerificationChallenge,
  type DeviceVerificationPayload,
  type DeviceVerificationSendAnswer,
  type DoubleValidationChallenge,
  type DoubleValidationPayload,
  type ForgotPasswordResetPayload,
  type ForgotPasswordSmsAnswer,
  type ForgotPasswordSmsPayload,
  type ForgotPasswordVerifyPayload,
  type LoginAnswer,
  type TransferResetPayload,
  type TransferVerificationRequired,
  type TransferVerifyPayload,
} from './login-types.js';
export { decodeClientCaptcha, encodeClientCaptcha } from './client-captcha.js';
export {
  AuthCallbackPayloadSchema,
  AuthProvidersPayloadSchema,
  DeviceSendPayloadSchema,
  DeviceVerifyPayloadSchema,
  DoubleValidationPayloadSchema,
  DoubleValidationSkipPayloadSchema,
  FORGOT_KEYS,
  ForgotPasswordResetPayloadSchema,
  ForgotPasswordSmsPayloadSchema,
  ForgotPasswordVerifyPayloadSchema,
  TransferResetPayloadSchema,
  transferVerifyFormSchema,
  TransferVerifyPayloadSchema,
} from './validation/login.js';
export { firstIssueByField, isMalformedIssue, issueField } from './validation/issues.js';
export {
  type BonusSettingAnswer,
  type MemberInfoAnswer,
  REGISTER_SETTING_FIELDS,
  type RegisterBackground,
  type RegisterPayload,
  type RegisterSetting,
  type RegisterSettingField,
  type RegisterSmsAnswer,
  type RegisterSmsRequest,
  type RegisterVerificationRequest,
  type ServiceAgreement,
  SMS_TYPE_REGISTER,
  UNIQUE_FIELDS,
  type UniqueField,
  type ValidMessageAnswer,
  type ValidMessageRequest,
} from './register-types.js';
export { CONTACT_FIELD_CODES, RegisterCode, type RegisterFieldError, SmsCode } from './register-codes.js';
// The register rules' building blocks (each field's schema, the contact handles) stay inside.
export {
  isDisplayed,
  phoneSchema,
  registerFormSchema,
  registerPayloadSchema,
  rulesFromSettings,
  uniqueFieldsFromSettings,
  type RegisterRules,
} from './validation/register.js';
export {
  type BalanceBackResponse,
  type CheckIframeResponse,
  type DemoGame,
  type DemoGpGamesResponse,
  type DemoGtGamesResponse,
  type DemoPlayRequest,
  type FavoriteStoreRequest,
  FORWARD_GAME_TRANSFERS_DISABLED,
  GAME_HALL,
  GAME_LABEL_TAGS,
  GAME_TYPES,
  type GameEntry,
  type GameLabelList,
  type GameLabelResponse,
  type GameLabelTag,
  type GameListRequest,
  type GameListResponse,
  type GameName,
  type GamesSiteSettings,
  gameTypeById,
  type GameTypeGroup,
  GT_SLOT,
  type JackpotResponse,
  type LastPlayingResponse,
  type MaintainInterval,
  PLAY_CODE_MAINTENANCE,
  type PlayRequest,
  type PlayResponse,
  SPORT_MSG_HEIGHT,
  SPORT_MSG_OPEN_GAME,
  type SportMessage,
  type SportQuickbetResponse,
  SUPPORT_DEVICE,
  type TagGameListResponse,
  type TemplateGameListResponse,
  type TemplateGameSection,
} from './games.js';
export {
  isRemoteName,
  LOCAL_PORTS,
  localPorts,
  REMOTE_NAMES,
  REMOTES_MANIFEST,
  type RemotesManifest,
} from './remotes.js';
