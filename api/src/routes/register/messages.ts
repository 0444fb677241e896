// The server's message (old style header.desc) for each registration and SMS code. The client
// shows its own translated text for the codes it knows, and this text for any other.
import { CONTACT_FIELD_CODES, RegisterCode, SmsCode } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';

/** How a refused contact handle (codes 301-308) is named in the message. */
const CONTACT_NAMES: Record<(typeof CONTACT_FIELD_CODES)[keyof typeof CONTACT_FIELD_CODES], string> = {
  member_qq: 'QQ',
  member_skype: 'Skype',
  member_wechat: 'WeChat',
  member_zalo: 'Zalo',
  member_fb: 'Facebook',
  member_telegram: 'Telegram',
  member_whats_app: 'WhatsApp',
  member_others: 'contact',
};

export const REGISTER_MESSAGES: Record<number, string> = {
  [ApiCode.success]: 'success',
  [RegisterCode.duplicateAccount]: 'This account is already registered',
  [RegisterCode.duplicateName]: 'This name is already registered',
  [RegisterCode.duplicatePhone]: 'This phone number is already registered',
  [RegisterCode.duplicateEmail]: 'This email is already registered',
  [RegisterCode.agentNotFound]: 'No such agent',
  [RegisterCode.recommendClosed]: 'Friend recommendation is closed',
  [RegisterCode.agentDisabled]: 'The agent is disabled',
  [RegisterCode.recommendDisabled]: 'This member cannot recommend friends',
  [RegisterCode.codeDisabled]: 'The recommend code is disabled',
  [RegisterCode.introducerNotFound]: 'Introducer not found',
  [RegisterCode.phoneVerifyWrong]: 'The phone verification code is wrong or has expired',
  [RegisterCode.duplicateIdentityOnCheck]: 'This identity id is already registered',
  [RegisterCode.emailInvalid]: 'Invalid email',
  [RegisterCode.phoneInvalid]: 'Invalid phone number',
  [RegisterCode.nameBlacklisted]: 'This name cannot be registered',
  [RegisterCode.phoneRefused]: 'This phone number cannot be used to register; please contact customer service',
  [RegisterCode.emailBlacklisted]: 'This email cannot be registered',
  [RegisterCode.ipError]: 'Registration is not allowed from this IP address',
  [RegisterCode.introducerIdNotFound]: 'Introducer not found',
  [RegisterCode.phoneVerifyNotFound]: 'No verification code was sent to this phone',
  [RegisterCode.duplicateIdentity]: 'This identity id is already registered',
  [RegisterCode.captchaFailed]: 'Captcha verification failed',
  [RegisterCode.nameInvalid]: 'Invalid name',
  [RegisterCode.introducerInvalid]: 'Invalid introducer',
  ...Object.fromEntries(
    Object.entries(CONTACT_FIELD_CODES).map(([code, field]) => [code, `Invalid ${CONTACT_NAMES[field]}`]),
  ),
  [RegisterCode.tooFrequent]: 'Registering too frequently; please try again in a minute',
  [RegisterCode.ipLimit]: 'This IP address has reached its registration limit for today',
};

export const SMS_MESSAGES: Record<number, string> = {
  [ApiCode.success]: 'success',
  [SmsCode.phoneVerifyError]: 'Invalid phone number',
  [SmsCode.rateLimited]: 'One SMS per five minutes',
  [SmsCode.noBalance]: 'No SMS balance left',
  [SmsCode.contactService]: 'Please contact customer service',
  [SmsCode.phoneBlank]: 'Phone number is blank',
};

export const registerMessage = (code: number): string => REGISTER_MESSAGES[code] ?? 'error';
