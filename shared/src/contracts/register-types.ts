// Registration wire types and constants (spec 01 §3, §5, §7, §9). Names stay as on the wire.

/** Fields a register-settings entry can configure, by their registration payload name. */
export const REGISTER_SETTING_FIELDS = [
  'confirm_password',
  'member_name',
  'member_email',
  'member_birthday',
  'member_phone',
  'member_qq',
  'member_wechat',
  'member_whats_app',
  'member_zalo',
  'member_fb',
  'member_telegram',
  'member_skype',
  'member_others',
  'identity_id',
  'withdraw_password',
  'captcha',
] as const;
export type RegisterSettingField = (typeof REGISTER_SETTING_FIELDS)[number];

/** Fields whose uniqueness a setting may ask for (checked by POST /register/verification); the account is always unique. */
export const UNIQUE_FIELDS = ['member_account', 'member_name', 'member_phone', 'member_email', 'identity_id'] as const;
export type UniqueField = (typeof UNIQUE_FIELDS)[number];

/** One entry of POST /arks/web/register-settings. Flags are 0 or 1 as the back office stores them. */
export interface RegisterSetting {
  name: RegisterSettingField;
  currency: string;
  is_display: 0 | 1;
  is_required: 0 | 1;
  is_unique: 0 | 1;
  is_member_center: 0 | 1;
  /** On member_phone: the phone is verified by SMS at registration. */
  is_verification: 0 | 1;
  /** On member_phone only: the member centre verifies the phone. */
  is_member_center_verification?: 0 | 1;
}

/** POST /register (spec 01 §3), snake_case as on the wire; remoteAddr and errorTrack as written. */
export interface RegisterPayload {
  site_id: string;
  member_account: string;
  password: string;
  member_currency: string;
  member_name: string;
  member_email: string;
  /** 'YYYY-MM-DD' or ''. */
  member_birthday: string;
  withdraw_password: string;
  member_phone: string;
  member_qq: string;
  member_telegram: string;
  member_whats_app: string;
  member_skype: string;
  member_fb: string;
  member_zalo: string;
  member_wechat: string;
  member_others: string;
  /** The SMS code typed by the visitor. */
  phone_verify: string;
  identity_id: string;
  captcha_token: string;
  /** Unused by this product (kept for the payload's shape). */
  verify_code: string;
  /** The introducing agent's member id (digits), or a friend-recommend code (has a letter). */
  introducer: string;
  /** Captcha answer. */
  answer: string;
  remoteAddr: string;
  errorTrack: string;
}

/** POST /register/verification: the values to check, by field name. */
export interface RegisterVerificationRequest {
  fields: Partial<Record<UniqueField, string>>;
  site_id: string;
  member_currency: string;
  verification: 1;
}

/** POST /register/sms */
export interface RegisterSmsRequest {
  member_phone: string;
  currency: string;
  type: typeof SMS_TYPE_REGISTER;
  site_id: string;
}
/** What /register/sms answers with code 100 or 102: seconds before another SMS may be asked for. */
export interface RegisterSmsAnswer {
  retry_after_s: number;
}

/** POST /register/valid_message: one of recommend_code or agent_id. */
export type ValidMessageRequest = { site_id: string } & ({ recommend_code: string } | { agent_id: string });
export interface ValidMessageAnswer {
  is_valid: boolean;
}

/** POST /bonus_setting/check: friend recommendation is offered when is_friend is 1. */
export interface BonusSettingAnswer {
  is_friend: 0 | 1;
}

/** POST /member_info { id } — an agent's currency, for a registration through its link. */
export interface MemberInfoAnswer {
  currency: string;
}

/** POST /arks/web/register-settings/service-agreement: HTML, to be sanitised before display. */
export interface ServiceAgreement {
  content: string;
}

/** POST /arks/web/model/register-background/detail { site_id, template } */
export interface RegisterBackground {
  /** An image URL (or data: URL), '' when none. */
  image_url: string;
  background_color: string;
}

/** The SMS `type` of a registration, also the outbox purpose of its code. */
export const SMS_TYPE_REGISTER = 'register_member';
